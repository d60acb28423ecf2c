import { useTranslation } from 'react-i18next';

/** A load that failed, said in place of what it would have shown, with a retry. */
export function FailedLoad({ message, onRetry }: { message: string; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="hc-ct-empty" role="alert">
      <p>{message}</p>
      <button type="button" className="hc-ct-link" onClick={onRetry}>
        {t('contract.retry')}
      </button>
    </div>
  );
}
