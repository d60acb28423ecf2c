import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { navigateTo } from '@/shared/navigation/navigation.ts';
import { PATHS } from '@/shared/navigation/paths.ts';
import { DepositIcon, SwapIcon, WithdrawIcon } from '@/shared/ui/icons.tsx';
import { useBalanceVisibility } from '../balance-visibility.ts';
import { formatUsdtValue } from '../format.ts';

function EyeIcon({ open }: { open: boolean }) {
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" aria-hidden="true">
      <path strokeWidth="1.8" d="M2.5 12S6 5.5 12 5.5 21.5 12 21.5 12 18 18.5 12 18.5 2.5 12 2.5 12z" />
      <circle strokeWidth="1.8" cx="12" cy="12" r="3" />
      {open ? null : <path strokeWidth="1.8" d="M4 4l16 16" />}
    </svg>
  );
}

/** Total value with the eye toggle and refresh, then deposit, withdraw and convert. */
export function AssetSummary({
  totalUsdtValue,
  refreshing,
  onRefresh,
}: {
  totalUsdtValue: string | null;
  refreshing: boolean;
  onRefresh: () => void;
}) {
  const { t } = useTranslation();
  const hidden = useBalanceVisibility((state) => state.hidden);
  const toggle = useBalanceVisibility((state) => state.toggle);

  return (
    <section className="hc-assets-summary" aria-labelledby="hc-assets-total-label">
      <div className="hc-assets-total-head">
        <span id="hc-assets-total-label">{t('assets.totalValue')}</span>
        <button
          type="button"
          className="hc-assets-icon-button"
          aria-label={t(hidden ? 'assets.showBalances' : 'assets.hideBalances')}
          aria-pressed={hidden}
          onClick={toggle}
        >
          <EyeIcon open={!hidden} />
        </button>
        <Button
          size="mini"
          fill="none"
          className="hc-assets-refresh"
          loading={refreshing}
          onClick={onRefresh}
        >
          {t('assets.refresh')}
        </Button>
      </div>
      <p className="hc-assets-total" data-testid="assets-total">
        {totalUsdtValue === null ? '--' : formatUsdtValue(totalUsdtValue, hidden)}
      </p>
      <div className="hc-assets-actions">
        <button type="button" onClick={() => navigateTo(PATHS.recharge)}>
          <DepositIcon />
          <span>{t('assets.deposit')}</span>
        </button>
        <button type="button" onClick={() => navigateTo(PATHS.withdrawal)}>
          <WithdrawIcon />
          <span>{t('assets.withdraw')}</span>
        </button>
        <button type="button" onClick={() => navigateTo(PATHS.trade, { type: 'swap' })}>
          <SwapIcon />
          <span>{t('assets.convert')}</span>
        </button>
      </div>
    </section>
  );
}
