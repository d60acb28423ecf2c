import { CONTRACT_RESULTS, type ContractOrder, type ContractResult } from '@halcyon/api';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@/shared/i18n/format-date-time.ts';
import { formatSigned, signOf } from '@/shared/markets/decimal.ts';
import { displaySymbol } from '@/shared/markets/symbols.ts';
import { useContractHistory } from '../queries.ts';
import { ContractDetailSheet } from './contract-detail-sheet.tsx';
import { FailedLoad } from './failed-load.tsx';

function HistoryRow({ order, onOpen }: { order: ContractOrder; onOpen: () => void }) {
  const { t, i18n } = useTranslation();
  const net = order.netAmount;
  const tone = net === null ? '' : signOf(net) > 0 ? 'hc-tone-up' : signOf(net) < 0 ? 'hc-tone-down' : '';
  return (
    <li>
      <button
        type="button"
        className="hc-ct-history-row"
        aria-label={t('contract.openDetail', { orderNo: order.orderNo })}
        onClick={onOpen}
      >
        <span className="hc-ct-history-main">
          <strong>{displaySymbol(order.symbol)}</strong>
          <span className={`hc-ct-badge hc-ct-badge-${order.direction}`}>
            {t(order.direction === 'up' ? 'contract.up' : 'contract.down')}
          </span>
          <span>{t('contract.periodSeconds', { seconds: order.period })}</span>
        </span>
        <span className="hc-ct-history-side">
          <span className={`hc-ct-result hc-ct-result-${order.result ?? 'none'}`}>
            {order.result ? t(`contract.results.${order.result}`) : t(`contract.statuses.${order.status}`)}
          </span>
          <span className={tone}>{net === null ? '--' : `${formatSigned(net)} ${order.currency}`}</span>
          <time className="hc-muted" dateTime={new Date(order.settledAt ?? order.createdAt).toISOString()}>
            {formatDateTime(order.settledAt ?? order.createdAt, i18n.language)}
          </time>
        </span>
      </button>
    </li>
  );
}

/** Finished contracts, newest first, paged and filtered by result; a row opens its details. */
export function ContractHistory() {
  const { t } = useTranslation();
  const [result, setResult] = useState<ContractResult | null>(null);
  const [page, setPage] = useState(1);
  const [selected, setSelected] = useState<ContractOrder | null>(null);
  const history = useContractHistory(result, page);
  const items = history.data?.items ?? [];
  const totalPages = Math.max(1, history.data?.pagination.totalPages ?? 1);
  const filters: (ContractResult | null)[] = [null, ...CONTRACT_RESULTS];

  return (
    <section className="hc-ct-section" aria-labelledby="hc-ct-history-title">
      <h2 id="hc-ct-history-title">{t('contract.historyTitle')}</h2>
      <fieldset className="hc-ct-chips">
        <legend className="hc-visually-hidden">{t('contract.filter')}</legend>
        {filters.map((value) => (
          <button
            key={value ?? 'all'}
            type="button"
            aria-pressed={value === result}
            className={value === result ? 'hc-ct-chip hc-ct-chip-active' : 'hc-ct-chip'}
            onClick={() => {
              setResult(value);
              setPage(1);
            }}
          >
            {value ? t(`contract.results.${value}`) : t('contract.filterAll')}
          </button>
        ))}
      </fieldset>
      {history.isError && !history.data ? (
        <FailedLoad message={t('contract.loadFailed')} onRetry={() => void history.refetch()} />
      ) : items.length === 0 ? (
        <p className="hc-ct-empty">{history.isPending ? t('common.loading') : t('contract.historyEmpty')}</p>
      ) : (
        <ul className="hc-ct-list" aria-busy={history.isPlaceholderData}>
          {items.map((order) => (
            <HistoryRow key={order.orderNo} order={order} onOpen={() => setSelected(order)} />
          ))}
        </ul>
      )}
      {totalPages > 1 ? (
        <nav className="hc-ct-pager" aria-label={t('contract.historyTitle')}>
          <button type="button" className="hc-ct-link" disabled={page <= 1} onClick={() => setPage(page - 1)}>
            {t('contract.previousPage')}
          </button>
          <span>{t('contract.page', { page, total: totalPages })}</span>
          <button
            type="button"
            className="hc-ct-link"
            disabled={page >= totalPages}
            onClick={() => setPage(page + 1)}
          >
            {t('contract.nextPage')}
          </button>
        </nav>
      ) : null}
      {selected ? <ContractDetailSheet order={selected} onClose={() => setSelected(null)} /> : null}
    </section>
  );
}
