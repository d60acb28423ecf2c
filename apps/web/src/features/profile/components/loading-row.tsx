import { useTranslation } from 'react-i18next';
import { Spinner } from '@/shared/ui/spinner.tsx';

/** A section still waiting for its first answer: without it a slow network shows bare headings. */
export function LoadingRow() {
  const { t } = useTranslation();
  return (
    <div className="hc-row hc-row-loading" role="status" aria-label={t('common.loading')}>
      <Spinner />
    </div>
  );
}
