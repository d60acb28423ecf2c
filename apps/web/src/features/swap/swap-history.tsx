import type { SwapOrder } from '@halcyon/api';
import { useTranslation } from 'react-i18next';
import { formatMoney, formatRate } from '@/shared/format/money.ts';
import { formatDateTime } from '@/shared/i18n/format-date-time.ts';
import { QueryPagedList } from '@/shared/ui/paged-list.tsx';
import { useSwapHistory } from './swap-api.ts';

function SwapLine({ order }: { order: SwapOrder }) {
  const { t } = useTranslation();
  return (
    <li className="hc-list-line" data-testid={`swap-${order.swapId}`}>
      <span className="hc-swap-history-main">
        {t('swap.historyLine', {
          fromAmount: formatMoney(order.fromAmount, order.from),
          from: order.from,
          toAmount: formatMoney(order.toAmount, order.to),
          to: order.to,
        })}
      </span>
      <span className="hc-swap-history-sub">
        <span>{t('swap.rateValue', { from: order.from, to: order.to, rate: formatRate(order.rate) })}</span>
        <span>
          {t('swap.fee')} {formatMoney(order.fee, order.to)} {order.to}
        </span>
        <span>{formatDateTime(order.time)}</span>
      </span>
    </li>
  );
}

/** A page of the user's conversions: the list is of all of them, nothing narrower (`of` is null). */
const useConversionPage = (_of: null, page: number) => useSwapHistory(page);

/** The user's conversions, newest first, a page at a time (refreshed by the realtime `user` channel). */
export function SwapHistory() {
  const { t } = useTranslation();
  return (
    <section className="hc-swap-history" aria-labelledby="hc-swap-history-title">
      <h3 id="hc-swap-history-title">{t('swap.historyTitle')}</h3>
      <QueryPagedList
        className="hc-swap-history-list"
        of={null}
        usePage={useConversionPage}
        texts={{
          loadFailed: t('swap.historyLoadFailed'),
          retry: t('swap.retry'),
          empty: t('swap.historyEmpty'),
          loadMore: t('swap.loadMore'),
        }}
        itemKey={(order) => order.swapId}
        renderItem={(order) => <SwapLine order={order} />}
      />
    </section>
  );
}
