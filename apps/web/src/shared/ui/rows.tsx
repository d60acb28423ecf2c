import type { ReactNode } from 'react';

/** A read-only line of a settings-style list. */
export function InfoRow({ label, value }: { label: string; value: ReactNode }) {
  return (
    <div className="hc-row">
      <span className="hc-row-label">{label}</span>
      <span className="hc-row-value">{value}</span>
    </div>
  );
}

/** A tappable line: a real button, so it is reachable by keyboard and named for screen readers. */
export function ActionRow({
  label,
  value,
  onClick,
}: {
  label: string;
  value?: ReactNode;
  onClick: () => void;
}) {
  return (
    <button type="button" className="hc-row hc-row-action" onClick={onClick}>
      <span className="hc-row-label">{label}</span>
      {value !== undefined ? <span className="hc-row-value">{value}</span> : null}
      <span className="hc-row-arrow" aria-hidden="true">
        ›
      </span>
    </button>
  );
}

export function RowGroup({ children, title }: { children: ReactNode; title?: string }) {
  return (
    <section className="hc-row-group-wrap">
      {title ? <h2 className="hc-list-title">{title}</h2> : null}
      <div className="hc-row-group">{children}</div>
    </section>
  );
}
