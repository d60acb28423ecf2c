import { Button, SpinLoading } from 'antd-mobile';
import { useTranslation } from 'react-i18next';

/** A screen's own loading spinner or failure with a retry, before it has anything to show. */
export function LoadState({
  failed,
  message,
  onRetry,
}: {
  failed: boolean;
  message: string;
  onRetry: () => void;
}) {
  const { t } = useTranslation();
  if (!failed) {
    return (
      <div className="hc-fin-state" role="status">
        <SpinLoading color="primary" />
      </div>
    );
  }
  return (
    <div className="hc-fin-state">
      <p>{message}</p>
      <Button size="small" color="primary" fill="outline" onClick={onRetry}>
        {t('finance.list.retry')}
      </Button>
    </div>
  );
}
