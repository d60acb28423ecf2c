import { useTranslation } from 'react-i18next';
import { navigateBack } from '@/shared/navigation/navigation.ts';
import { useWithdrawalPasswordStatus } from '../api.ts';
import { LoadState } from '../components/load-state.tsx';
import { WithdrawalPasswordForm } from '../components/withdrawal-password-form.tsx';
import '../finance.css';

/** Set or change withdrawal password (spec section 2, route under profile). */
export default function WithdrawalPasswordPage() {
  const { t } = useTranslation();
  const status = useWithdrawalPasswordStatus();
  if (!status.data) {
    return (
      <div className="hc-fin-page">
        <LoadState
          failed={status.isError}
          message={t('finance.password.statusLoadFailed')}
          onRetry={() => void status.refetch()}
        />
      </div>
    );
  }
  const changing = status.data.set;
  return (
    <div className="hc-fin-page">
      <section className="hc-fin-card">
        <h2 className="hc-fin-card-title">
          {t(changing ? 'finance.password.changeTitle' : 'finance.password.setTitle')}
        </h2>
        <p>{t('finance.password.intro')}</p>
        <p className="hc-fin-hint">{t('finance.password.rules')}</p>
      </section>
      {/* Keyed by the status: after the first password is set, the form becomes the change form. */}
      <WithdrawalPasswordForm key={String(changing)} changing={changing} onDone={navigateBack} />
    </div>
  );
}
