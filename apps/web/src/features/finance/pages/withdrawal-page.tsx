import { NoticeBar } from 'antd-mobile';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@/shared/i18n/format-date-time.ts';
import { navigateTo } from '@/shared/navigation/navigation.ts';
import { PATHS } from '@/shared/navigation/paths.ts';
import { useUsdtBalance, useWithdrawalConfigs, useWithdrawalPasswordStatus } from '../api.ts';
import { LoadState } from '../components/load-state.tsx';
import { WithdrawalForm } from '../components/withdrawal-form.tsx';
import '../finance.css';

/** Withdrawal (spec section 2): needs the configs and whether a withdrawal password is set. */
export default function WithdrawalPage() {
  const { t } = useTranslation();
  const configs = useWithdrawalConfigs();
  const password = useWithdrawalPasswordStatus();
  const { available } = useUsdtBalance();
  const pausedUntil = Math.max(password.data?.holdUntil ?? 0, password.data?.lockedUntil ?? 0);

  let body: ReactNode;
  if (!configs.data || !password.data) {
    body = (
      <LoadState
        failed={configs.isError || password.isError}
        message={t('finance.withdrawal.configLoadFailed')}
        onRetry={() => {
          void configs.refetch();
          void password.refetch();
        }}
      />
    );
  } else if (configs.data.length === 0) {
    body = <p className="hc-fin-state">{t('finance.withdrawal.noConfigs')}</p>;
  } else {
    body = <WithdrawalForm configs={configs.data} available={available} passwordSet={password.data.set} />;
  }
  return (
    <div className="hc-fin-page">
      <nav className="hc-fin-links">
        <button type="button" onClick={() => navigateTo(PATHS.withdrawalHistory)}>
          {t('finance.withdrawal.history')}
        </button>
        <button type="button" onClick={() => navigateTo(PATHS.withdrawalPassword)}>
          {t('finance.hub.withdrawalPassword')}
        </button>
      </nav>
      {pausedUntil > Date.now() ? (
        <NoticeBar
          color="alert"
          wrap
          content={`${t('finance.password.hold')} (${formatDateTime(pausedUntil)})`}
        />
      ) : null}
      {body}
    </div>
  );
}
