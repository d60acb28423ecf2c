import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { navigateTo } from '@/shared/navigation/navigation.ts';
import { PATHS } from '@/shared/navigation/paths.ts';
import { usePageParams } from '@/shared/navigation/use-page-params.ts';
import { useRechargeConfigs } from '../api.ts';
import { LoadState } from '../components/load-state.tsx';
import { RechargeForm } from '../components/recharge-form.tsx';
import '../finance.css';

/**
 * Recharge (spec section 2). Page params `configId`, `amount` and `remark` prefill the form: "try again"
 * on a failed or rejected order opens this page with the old order's figures.
 */
export default function RechargePage() {
  const { t } = useTranslation();
  const params = usePageParams();
  const configs = useRechargeConfigs();
  let body: ReactNode;
  if (!configs.data) {
    body = (
      <LoadState
        failed={configs.isError}
        message={t('finance.recharge.configLoadFailed')}
        onRetry={() => void configs.refetch()}
      />
    );
  } else if (configs.data.length === 0) {
    body = <p className="hc-fin-state">{t('finance.recharge.noConfigs')}</p>;
  } else {
    body = (
      <RechargeForm
        configs={configs.data}
        draft={{ configId: params.configId, amount: params.amount, remark: params.remark }}
      />
    );
  }
  return (
    <div className="hc-fin-page">
      <nav className="hc-fin-links">
        <button type="button" onClick={() => navigateTo(PATHS.rechargeHistory)}>
          {t('finance.recharge.history')}
        </button>
        <button type="button" onClick={() => navigateTo(PATHS.rechargeHelp)}>
          {t('finance.recharge.help')}
        </button>
      </nav>
      {body}
    </div>
  );
}
