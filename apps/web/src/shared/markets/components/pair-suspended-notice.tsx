import type { TradingPair } from '@halcyon/api';
import { NoticeBar } from 'antd-mobile';
import { useTranslation } from 'react-i18next';

/** The id a control that the suspension disables points at (aria-describedby), to say why. */
export const PAIR_SUSPENDED_NOTICE_ID = 'pair-suspended-notice';

/**
 * "Trading in DOGE/USDT is suspended", in the server's words for its refusal (errors.PAIR_SUSPENDED), on
 * every page that shows a pair an operator suspended; nothing for an active pair. A status, so that a
 * suspension pushed while the page is open is read out.
 */
export function PairSuspendedNotice({ pair }: { pair: Pick<TradingPair, 'symbol' | 'status'> }) {
  const { t } = useTranslation();
  if (pair.status !== 'suspended') return null;
  return (
    <div role="status" id={PAIR_SUSPENDED_NOTICE_ID}>
      <NoticeBar color="alert" wrap content={t('errors.PAIR_SUSPENDED', { symbol: pair.symbol })} />
    </div>
  );
}
