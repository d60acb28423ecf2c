import './market-ui.css';
import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { redirectTo } from '../../navigation/navigation.ts';
import { PATHS } from '../../navigation/paths.ts';
import { useChannelRefused } from '../../realtime/connection-store.ts';

/**
 * Whether the server refused the pair's ticker channel as unknown: the pair is gone (delisted, or never
 * was) even if its page still holds data read before, and no price will come for it.
 */
export function useMarketRefused(compact: string | null): boolean {
  return useChannelRefused(compact ? `ticker.${compact}` : '');
}

/**
 * Said where a refused pair's data would be: without it the page waited for pushes that never come, an
 * empty or forever-loading screen. The way out is the markets list, where the pairs that exist are.
 */
export function MarketUnavailable() {
  const { t } = useTranslation();
  return (
    <div className="hc-market-unavailable" role="alert">
      <p>{t('markets.unavailable')}</p>
      <Button size="small" color="primary" fill="outline" onClick={() => redirectTo(PATHS.market)}>
        {t('markets.backToMarkets')}
      </Button>
    </div>
  );
}
