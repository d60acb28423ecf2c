import type { AssetHistoryItem } from '@halcyon/api';
import { Button, SpinLoading } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLocale } from '@/shared/i18n/i18n.ts';
import { formatSigned } from '@/shared/markets/decimal.ts';
import { useAssetHistory } from '../api.ts';
import { useBalanceVisibility } from '../balance-visibility.ts';
import { formatAmount, formatTime, HIDDEN_AMOUNT } from '../format.ts';

function HistoryLine({ item }: { item: AssetHistoryItem }) {
  const { t } = useTranslation();
  const hidden = useBalanceVisibility((state) => state.hidden);
  const negative = item.amount.trim().startsWith('-');
  return (
    <li className="hc-history-line" data-testid={`history-${item.entryId}-${item.account}`}>
      <span className="hc-history-main">
        <span className="hc-history-type">{t(`assets.entryTypes.${item.type}`)}</span>
        <span className={negative ? 'hc-history-amount hc-down' : 'hc-history-amount hc-up'}>
          {hidden ? HIDDEN_AMOUNT : formatSigned(item.amount)} {item.currency}
        </span>
      </span>
      <span className="hc-history-sub">
        <span>
          {t(item.account === 'frozen' ? 'assets.accountFrozen' : 'assets.accountAvailable')} ·{' '}
          {t('assets.balanceAfter', { balance: formatAmount(item.balanceAfter, hidden) })}
        </span>
        <span>{formatTime(item.time, currentLocale())}</span>
      </span>
      <span className="hc-history-sub">
        <span>{item.memo ?? t('assets.reference', { type: item.referenceType, id: item.referenceId })}</span>
      </span>
    </li>
  );
}

/** One page of journal lines; the last page shown offers the next one. */
function HistoryPage({
  currency,
  page,
  isLast,
  onMore,
}: {
  currency: string;
  page: number;
  isLast: boolean;
  onMore: () => void;
}) {
  const { t } = useTranslation();
  const history = useAssetHistory(currency, page);
  if (history.isPending) {
    return (
      <li className="hc-history-state" role="status">
        <SpinLoading color="primary" style={{ '--size': '20px' }} />
      </li>
    );
  }
  if (history.isError) {
    return (
      <li className="hc-history-state">
        <span>{t('assets.historyLoadFailed')}</span>
        <Button size="mini" color="primary" fill="outline" onClick={() => void history.refetch()}>
          {t('assets.retry')}
        </Button>
      </li>
    );
  }
  const { items, pagination } = history.data;
  return (
    <>
      {page === 1 && items.length === 0 ? (
        <li className="hc-history-state">{t('assets.historyEmpty')}</li>
      ) : null}
      {items.map((item) => (
        <HistoryLine key={`${item.entryId}-${item.account}-${item.currency}`} item={item} />
      ))}
      {isLast && page < pagination.totalPages ? (
        <li className="hc-history-state">
          <Button size="small" fill="outline" onClick={onMore}>
            {t('assets.loadMore')}
          </Button>
        </li>
      ) : null}
    </>
  );
}

/** The journal of one currency, newest first, a page at a time. Keyed by currency by its parent. */
export function AssetHistory({ currency, onClose }: { currency: string; onClose: () => void }) {
  const { t } = useTranslation();
  const [pages, setPages] = useState(1);
  const title = t('assets.historyTitle', { currency });
  return (
    <section className="hc-asset-history" aria-label={title}>
      <div className="hc-asset-history-head">
        <h3>{title}</h3>
        <Button size="mini" fill="none" onClick={onClose}>
          {t('assets.close')}
        </Button>
      </div>
      <ol className="hc-history-list">
        {Array.from({ length: pages }, (_, index) => index + 1).map((page) => (
          <HistoryPage
            key={page}
            currency={currency}
            page={page}
            isLast={page === pages}
            onMore={() => setPages(page + 1)}
          />
        ))}
      </ol>
    </section>
  );
}
