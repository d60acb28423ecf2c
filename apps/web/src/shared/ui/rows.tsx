import type { ReactNode } from 'react';

/**
 * A read-only line of a settings-style list. Its value (an account, an e-mail address, an id) wraps rather
 * than being cut, since a phone has no hover to show a title and the person came here to read it.
 */
export function InfoRow({ label, value }: { label: string; value: ReactNode }) {
  return (
    <div className="hc-row">
      <span className="hc-row-label">{label}</span>
      <span className="hc-row-value hc-row-value-full">{value}</span>
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
      {/* Cut with an ellipsis on a narrow screen: the full value is in the title, and on the page the row opens. */}
      {value !== undefined ? (
        <span className="hc-row-value" title={typeof value === 'string' ? value : undefined}>
          {value}
        </span>
      ) : null}
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
