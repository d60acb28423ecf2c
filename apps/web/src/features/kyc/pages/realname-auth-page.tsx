import { Button } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '@/shared/ui/spinner.tsx';
import { useKycStatus } from '../api.ts';
import { KycForm } from '../components/kyc-form.tsx';
import { KycOutcome } from '../components/kyc-outcome.tsx';
import '../kyc.css';

/**
 * /pages/profile/realname-auth (login required): the form until the person submits, then under review,
 * verified or failed. A decision arrives on the `user` channel, so the page changes without a reload.
 */
export default function RealnameAuthPage() {
  const { t } = useTranslation();
  const status = useKycStatus();
  // After a rejection the person chooses to edit again; a new decision resets the choice.
  const [retrying, setRetrying] = useState<number | null>(null);

  if (!status.data) {
    return (
      <div className="hc-kyc-page">
        {status.isError ? (
          <Button block fill="none" onClick={() => void status.refetch()}>
            {t('kyc.loadFailed')}
          </Button>
        ) : (
          <div className="hc-chart-loading" role="status" aria-label={t('common.loading')}>
            <Spinner />
          </div>
        )}
      </div>
    );
  }
  const data = status.data;
  const editing =
    data.status === 'unverified' || (data.status === 'rejected' && retrying === (data.submittedAt ?? 0));
  return (
    <div className="hc-kyc-page">
      {editing ? (
        <section className="hc-kyc-card">
          <p className="hc-kyc-hint">{t('kyc.intro')}</p>
          {/* The name and number come back masked only: the type is kept, the rest typed again. */}
          <KycForm initialIdType={data.idType ?? 'national_id'} />
        </section>
      ) : (
        <KycOutcome status={data} onRetry={() => setRetrying(data.submittedAt ?? 0)} />
      )}
    </div>
  );
}
