import { useQueryClient } from '@tanstack/react-query';
import { Button, PullToRefresh } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { accountKeys } from '@/shared/account/account-keys.ts';
import { refetchAll } from '@/shared/api/refetch-all.ts';
import { formatBalance } from '@/shared/format/money.ts';
import { addDecimal } from '@/shared/markets/decimal-math.ts';
import { navigateTo } from '@/shared/navigation/navigation.ts';
import { PATHS } from '@/shared/navigation/paths.ts';
import { showErrorToast } from '@/shared/ui/feedback.ts';
import { ActionRow, RowGroup } from '@/shared/ui/rows.tsx';
import { useRefreshTexts } from '@/shared/ui/use-refresh-texts.ts';
import { RECENT_ORDERS, useRechargeOrders, useUsdtBalance, useWithdrawalOrders } from '../api.ts';
import { RecentOrders } from '../components/recent-orders.tsx';
import '../finance.css';

function BalanceCard() {
  const { t } = useTranslation();
  const { available, frozen } = useUsdtBalance();
  // Balances are cut to cents, never rounded up (shared/format/money.ts).
  const show = (value: string | null) => (value === null ? '--' : formatBalance(value, 'USDT'));
  return (
    <section className="hc-fin-balance" aria-labelledby="hc-fin-balance-title">
      <h2 id="hc-fin-balance-title">{t('finance.hub.balanceTitle')}</h2>
      <p className="hc-fin-balance-total" data-testid="finance-total">
        {available === null ? '--' : show(addDecimal(available, frozen))}
      </p>
      <dl className="hc-fin-balance-parts">
        <div>
          <dt>{t('finance.hub.available')}</dt>
          <dd data-testid="finance-available">{show(available)}</dd>
        </div>
        <div>
          <dt>{t('finance.hub.frozen')}</dt>
          <dd>{available === null ? '--' : show(frozen)}</dd>
        </div>
      </dl>
      <div className="hc-fin-balance-actions">
        <Button color="primary" onClick={() => navigateTo(PATHS.recharge)}>
          {t('finance.hub.recharge')}
        </Button>
        <Button onClick={() => navigateTo(PATHS.withdrawal)}>{t('finance.hub.withdraw')}</Button>
      </div>
    </section>
  );
}

/**
 * Finance (spec section 2): the USDT balance, recharge and withdraw, the latest orders of both kinds.
 * Everything here is in the query cache that the `user` channel updates, so an operator's decision shows
 * without a reload.
 */
export default function FinancePage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const recharges = useRechargeOrders('all', 1, RECENT_ORDERS);
  const withdrawals = useWithdrawalOrders('all', 1, RECENT_ORDERS);
  // A refresh that failed says so: the figures on screen are then the old ones, not fresh ones.
  const refresh = async () => {
    if (!(await refetchAll(queryClient, [accountKeys.assets, accountKeys.finance]))) {
      showErrorToast(t('assets.refreshFailed'));
    }
  };
  return (
    <div className="hc-fin-page">
      <PullToRefresh onRefresh={refresh} threshold={45} {...useRefreshTexts()}>
        <BalanceCard />
        <RecentOrders
          title={t('finance.hub.recentRecharges')}
          empty={t('finance.hub.noRecharges')}
          query={recharges}
          toLine={(order) => ({ ...order, method: t(`finance.methods.${order.method}`) })}
          detailPath={PATHS.rechargeOrder}
          historyPath={PATHS.rechargeHistory}
        />
        <RecentOrders
          title={t('finance.hub.recentWithdrawals')}
          empty={t('finance.hub.noWithdrawals')}
          query={withdrawals}
          toLine={(order) => ({ ...order, method: t(`finance.methods.${order.network}`) })}
          detailPath={PATHS.withdrawalOrder}
          historyPath={PATHS.withdrawalHistory}
        />
        <RowGroup>
          <ActionRow label={t('finance.hub.help')} onClick={() => navigateTo(PATHS.rechargeHelp)} />
          <ActionRow
            label={t('finance.hub.withdrawalPassword')}
            onClick={() => navigateTo(PATHS.withdrawalPassword)}
          />
        </RowGroup>
      </PullToRefresh>
    </div>
  );
}
