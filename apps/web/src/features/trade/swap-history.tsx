import type { SwapOrder } from '@halcyon/api';
import { Button, SpinLoading } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLocale } from '@/shared/i18n/i18n.ts';
import { formatDecimal } from '@/shared/markets/decimal.ts';
import { useSwapHistory } from './swap-api.ts';

function formatTime(time: number): string {
  return new Intl.DateTimeFormat(currentLocale(), { dateStyle: 'short', timeStyle: 'medium' }).format(time);
}

function SwapLine({ order }: { order: SwapOrder }) {
  const { t } = useTranslation();
  return (
    <li className="hc-swap-history-line" data-testid={`swap-${order.swapId}`}>
      <span className="hc-swap-history-main">
        {t('swap.historyLine', {
          fromAmount: formatDecimal(order.fromAmount),
          from: order.from,
          toAmount: formatDecimal(order.toAmount),
          to: order.to,
        })}
      </span>
      <span className="hc-swap-history-sub">
        <span>
          {t('swap.rateValue', { from: order.from, to: order.to, rate: formatDecimal(order.rate) })}
        </span>
        <span>
          {t('swap.fee')} {formatDecimal(order.fee)} {order.to}
        </span>
        <span>{formatTime(order.time)}</span>
      </span>
    </li>
  );
}

function SwapHistoryPage({ page, isLast, onMore }: { page: number; isLast: boolean; onMore: () => void }) {
  const { t } = useTranslation();
  const history = useSwapHistory(page, true);
  if (history.isPending) {
    return (
      <li className="hc-swap-history-state" role="status">
        <SpinLoading color="primary" style={{ '--size': '20px' }} />
      </li>
    );
  }
  if (history.isError) {
    return (
      <li className="hc-swap-history-state">
        <span>{t('swap.historyLoadFailed')}</span>
        <Button size="mini" color="primary" fill="outline" onClick={() => void history.refetch()}>
          {t('swap.retry')}
        </Button>
      </li>
    );
  }
  const { items, pagination } = history.data;
  return (
    <>
      {page === 1 && items.length === 0 ? (
        <li className="hc-swap-history-state">{t('swap.historyEmpty')}</li>
      ) : null}
      {items.map((order) => (
        <SwapLine key={order.swapId} order={order} />
      ))}
      {isLast && page < pagination.totalPages ? (
        <li className="hc-swap-history-state">
          <Button size="small" fill="outline" onClick={onMore}>
            {t('swap.loadMore')}
          </Button>
        </li>
      ) : null}
    </>
  );
}

/** The user's conversions, newest first, a page at a time (refreshed by the realtime `user` channel). */
export function SwapHistory() {
  const { t } = useTranslation();
  const [pages, setPages] = useState(1);
  return (
    <section className="hc-swap-history" aria-labelledby="hc-swap-history-title">
      <h3 id="hc-swap-history-title">{t('swap.historyTitle')}</h3>
      <ol className="hc-swap-history-list">
        {Array.from({ length: pages }, (_, index) => index + 1).map((page) => (
          <SwapHistoryPage key={page} page={page} isLast={page === pages} onMore={() => setPages(page + 1)} />
        ))}
      </ol>
    </section>
  );
}
