import { useTranslation } from 'react-i18next';

export function PageLoadingView() {
  const { t } = useTranslation();
  return (
    <div className="hc-page-state" role="status" aria-live="polite">
      {/* A CSS spinner: antd-mobile's SpinLoading would put its spring library on every first load. */}
      <span className="hc-spinner" aria-hidden="true" />
      <span>{t('asyncPage.loading')}</span>
    </div>
  );
}

/** The spec's error view: tapping it reloads the page. */
export function PageErrorView({ reason }: { reason: 'failed' | 'timeout' }) {
  const { t } = useTranslation();
  return (
    <div className="hc-page-state">
      <button type="button" className="hc-page-error" onClick={() => window.location.reload()}>
        {t(reason === 'timeout' ? 'asyncPage.timeout' : 'asyncPage.failed')}
      </button>
    </div>
  );
}
