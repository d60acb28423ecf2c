import { Button, SpinLoading } from 'antd-mobile';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** The list's loading, empty and failed states: one look for all of them. */
export function ListMessage({ children, action }: { children: ReactNode; action?: ReactNode }) {
  return (
    <div className="hc-list-message">
      <p>{children}</p>
      {action}
    </div>
  );
}

/** "Could not load" with a retry button. */
export function LoadFailedMessage({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <ListMessage
      action={
        <Button size="small" color="primary" fill="outline" onClick={onRetry}>
          {t('markets.retry')}
        </Button>
      }
    >
      {t('markets.loadFailed')}
    </ListMessage>
  );
}

export function ListLoading({ label }: { label: string }) {
  return (
    <div className="hc-list-message" role="status" aria-live="polite">
      <SpinLoading color="primary" style={{ '--size': '28px' }} />
      <span className="hc-visually-hidden">{label}</span>
    </div>
  );
}

/** Placeholder rows while the first page loads: the layout does not jump when it arrives. */
export function SkeletonRows({ count = 8 }: { count?: number }) {
  return (
    <div className="hc-skeleton-list" aria-hidden="true">
      {Array.from({ length: count }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: static placeholders, never reordered.
        <div key={index} className="hc-skeleton-row">
          <span className="hc-skeleton hc-skeleton-name" />
          <span className="hc-skeleton hc-skeleton-price" />
          <span className="hc-skeleton hc-skeleton-change" />
        </div>
      ))}
    </div>
  );
}
