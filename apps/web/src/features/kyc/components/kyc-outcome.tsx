import type { KycStatus } from '@halcyon/api';
import { Button, Result } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@/shared/i18n/format-date-time.ts';

/** Masked name and number (the server never sends them in clear to the person). */
function Facts({ status }: { status: KycStatus }) {
  const { t } = useTranslation();
  return (
    <dl className="hc-kyc-facts">
      <dt>{t('kyc.realName')}</dt>
      <dd>{status.realName ?? '--'}</dd>
      <dt>{t('kyc.idType')}</dt>
      <dd>{status.idType ? t(`kyc.idTypes.${status.idType}`) : '--'}</dd>
      <dt>{t('kyc.idNumber')}</dt>
      <dd>{status.idNumber ?? '--'}</dd>
      {status.status === 'verified' ? (
        <>
          <dt>{t('kyc.verifiedAt')}</dt>
          <dd>{formatDateTime(status.verifiedAt)}</dd>
        </>
      ) : null}
    </dl>
  );
}

/** Under review, verified or failed: what the person sees once they have submitted. */
export function KycOutcome({ status, onRetry }: { status: KycStatus; onRetry: () => void }) {
  const { t } = useTranslation();
  switch (status.status) {
    case 'pending':
      return (
        <section className="hc-kyc-card" data-testid="kyc-pending">
          <Result
            status="waiting"
            title={t('kyc.pendingTitle')}
            description={t('kyc.pendingText', { time: formatDateTime(status.submittedAt) })}
          />
          <Facts status={status} />
        </section>
      );
    case 'verified':
      return (
        <section className="hc-kyc-card" data-testid="kyc-verified">
          <Result status="success" title={t('kyc.verifiedTitle')} description={t('kyc.verifiedText')} />
          <Facts status={status} />
        </section>
      );
    case 'rejected':
      return (
        <section className="hc-kyc-card" data-testid="kyc-rejected">
          <Result status="error" title={t('kyc.rejectedTitle')} />
          <dl className="hc-kyc-facts">
            <dt>{t('kyc.reason')}</dt>
            <dd>{status.rejectReason || t('kyc.defaultReason')}</dd>
          </dl>
          <Button block color="primary" style={{ marginTop: 16 }} onClick={onRetry}>
            {t('kyc.retry')}
          </Button>
        </section>
      );
    case 'unverified':
      return null;
    default:
      return status.status satisfies never;
  }
}
