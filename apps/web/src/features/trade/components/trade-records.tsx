import {
  type MyTrade,
  type Pagination,
  SPOT_LIMITS,
  type SpotOrder,
  type SpotOrderStatus,
  USER_CHANNEL,
} from '@halcyon/api';
import { Button } from 'antd-mobile';
import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSingleFlight } from '@/shared/api/use-single-flight.ts';
import { formatDateTime } from '@/shared/i18n/format-date-time.ts';
import { formatDecimal, formatPercent, formatSigned, signOf } from '@/shared/markets/decimal.ts';
import { truncateDecimal } from '@/shared/markets/decimal-math.ts';
import { displaySymbol } from '@/shared/markets/symbols.ts';
import { navigateTo } from '@/shared/navigation/navigation.ts';
import { PATHS, toUrl } from '@/shared/navigation/paths.ts';
import { useChannelLive } from '@/shared/realtime/connection-store.ts';
import { useSessionStore } from '@/shared/session/session-store.ts';
import { showConfirm, showSuccessToast } from '@/shared/ui/feedback.ts';
import { TabBar } from '@/shared/ui/tab-bar.tsx';
import { spotApi } from '../api.ts';
import {
  useMyTrades,
  useOrderHistory,
  usePendingOrders,
  usePositions,
  useSpotMutation,
} from '../trade-queries.ts';

const TABS = ['openOrders', 'orderHistory', 'myTrades', 'positions'] as const;
type Tab = (typeof TABS)[number];
const POSITIONS_PAGE_SIZE = 10;
/** Values and profits in USDT are shown to the cent; the exact figure is the server's. */
const USDT_DECIMALS = 2;
/** An average cost keeps eight decimals, enough for a pair priced in fractions of a cent. */
const costText = (cost: string | null) => (cost === null ? '--' : formatDecimal(truncateDecimal(cost, 8)));

const STATUS_KEYS: Record<SpotOrderStatus, string> = {
  pending: 'trade.statusPending',
  partially_filled: 'trade.statusPartiallyFilled',
  filled: 'trade.statusFilled',
  cancelled: 'trade.statusCancelled',
};

function Pager({
  page,
  totalPages,
  onPage,
}: {
  page: number;
  totalPages: number;
  onPage: (page: number) => void;
}) {
  const { t } = useTranslation();
  if (totalPages <= 1) return null;
  return (
    <nav className="trade-pager" aria-label={t('trade.pageOf', { page, pages: totalPages })}>
      <button type="button" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t('trade.previousPage')}
      </button>
      <span>{t('trade.pageOf', { page, pages: totalPages })}</span>
      <button type="button" disabled={page >= totalPages} onClick={() => onPage(page + 1)}>
        {t('trade.nextPage')}
      </button>
    </nav>
  );
}

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
}

/** An order's first line, open or in the history: side and type, pair, when it was placed; then `children`. */
function OrderHead({ order, children }: { order: SpotOrder; children?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className="trade-record-head">
      <span className={order.side === 'buy' ? 'hc-tone-up' : 'hc-tone-down'}>
        {t(`trade.${order.side}`)} · {t(`trade.${order.type}`)}
      </span>
      <span>{displaySymbol(order.symbol)}</span>
      <span className="trade-record-time">{formatDateTime(order.createdAt)}</span>
      {children}
    </div>
  );
}

function OrderItem({
  order,
  cancelling,
  onCancel,
}: {
  order: SpotOrder;
  cancelling: boolean;
  onCancel: (order: SpotOrder) => void;
}) {
  const { t } = useTranslation();
  return (
    <li className="trade-record">
      <OrderHead order={order}>
        <Button
          size="mini"
          fill="outline"
          loading={cancelling}
          aria-label={t('trade.cancelOrder', { orderId: order.orderId })}
          onClick={() => onCancel(order)}
        >
          {t('trade.cancel')}
        </Button>
      </OrderHead>
      <dl className="trade-record-figures">
        <Figure label={t('trade.price')} value={formatDecimal(order.price)} />
        <Figure label={t('trade.orderQuantity')} value={formatDecimal(order.quantity ?? order.quoteAmount)} />
        <Figure label={t('trade.filled')} value={formatDecimal(order.filledQuantity)} />
        <Figure label={t('trade.averagePrice')} value={formatDecimal(order.averagePrice)} />
        {/* A partly filled order has paid fees on its fills already: said here, not only once it closes. */}
        <Figure label={t('trade.paidFee')} value={formatDecimal(order.fee)} />
      </dl>
      <span className="trade-record-status">{t(STATUS_KEYS[order.status])}</span>
    </li>
  );
}

/** How a tab's query stands: enough to say it is loading, or failed with a way to try again. */
interface RecordListQuery {
  isPending: boolean;
  isError: boolean;
  refetch: () => unknown;
}

interface RecordListProps<T> {
  items: readonly T[];
  query: RecordListQuery;
  empty: string;
  label?: string;
  page: number;
  totalPages: number;
  onPage: (page: number) => void;
  row: (item: T) => ReactNode;
}

/** One tab's list: its rows, or what to say while they load, when there are none or they failed to load; the pager. */
function RecordList<T>({ items, query, empty, label, page, totalPages, onPage, row }: RecordListProps<T>) {
  const { t } = useTranslation();
  // Orders cancelled or filled can leave this page past the last one: step back to a page that has rows,
  // rather than say "none" with no pager to get back by.
  const lastPage = Math.max(1, totalPages);
  const pastTheEnd = !query.isPending && !query.isError && page > lastPage;
  useEffect(() => {
    if (pastTheEnd) onPage(lastPage);
  }, [pastTheEnd, lastPage, onPage]);
  return (
    <>
      {items.length > 0 ? (
        <ul className="trade-record-list" aria-label={label}>
          {items.map(row)}
        </ul>
      ) : query.isError ? (
        <button type="button" className="trade-empty" onClick={() => void query.refetch()}>
          {t('trade.loadFailed')}
        </button>
      ) : query.isPending ? (
        // Not "no orders" before the answer has said so.
        <p className="trade-empty" role="status">
          {t('common.loading')}
        </p>
      ) : (
        <p className="trade-empty">{empty}</p>
      )}
      <Pager page={page} totalPages={totalPages} onPage={onPage} />
    </>
  );
}

function OpenOrders({ compact, symbol }: { compact: string; symbol: string }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const orders = usePendingOrders(compact, page);
  const cancel = useSpotMutation((orderId: string) => spotApi.cancel(orderId));
  // The orders whose cancel is on its way: a second tap would send a second cancel, which finds the
  // order gone and says "no longer open" right after "Order cancelled".
  const [cancelling, setCancelling] = useState<ReadonlySet<string>>(new Set());
  const cancelAll = useSpotMutation(() => spotApi.cancelAll(compact));
  // Held from the question to the answer: a double tap would ask twice and send a second "cancel all".
  const once = useSingleFlight();
  const confirmCancelAll = async () => {
    if (!(await showConfirm(t('trade.cancelAllConfirm', { symbol })))) return;
    try {
      const result = await cancelAll.mutateAsync(undefined);
      showSuccessToast(t('trade.cancelledCount', { count: result.cancelled }));
      setPage(1);
    } catch {
      // Shown by the API client.
    }
  };
  const items = orders.data?.items ?? [];
  const pagination: Pagination | undefined = orders.data?.pagination;
  return (
    <div>
      {items.length > 0 ? (
        <div className="trade-records-actions">
          <Button
            size="mini"
            color="danger"
            fill="outline"
            loading={cancelAll.isPending}
            onClick={() => void once(confirmCancelAll)}
          >
            {t('trade.cancelAll')}
          </Button>
        </div>
      ) : null}
      <RecordList
        items={items}
        query={orders}
        empty={t('trade.noOpenOrders')}
        page={page}
        totalPages={pagination?.totalPages ?? 1}
        onPage={setPage}
        row={(order) => (
          <OrderItem
            key={order.orderId}
            order={order}
            cancelling={cancelling.has(order.orderId)}
            onCancel={async (target) => {
              if (cancelling.has(target.orderId)) return;
              setCancelling((ids) => new Set(ids).add(target.orderId));
              try {
                await cancel.mutateAsync(target.orderId);
                showSuccessToast(t('trade.cancelled'));
              } catch {
                // Shown by the API client.
              } finally {
                setCancelling((ids) => {
                  const left = new Set(ids);
                  left.delete(target.orderId);
                  return left;
                });
              }
            }}
          />
        )}
      />
    </div>
  );
}

/** One of the user's orders in the history: what was asked, what was filled, at what average and fee. */
function HistoryItem({ order }: { order: SpotOrder }) {
  const { t } = useTranslation();
  return (
    <li className="trade-record">
      <OrderHead order={order} />
      <dl className="trade-record-figures">
        <Figure
          label={t('trade.price')}
          value={order.price === null ? t('trade.market') : formatDecimal(order.price)}
        />
        {order.quantity === null && order.quoteAmount !== null ? (
          <Figure label={t('trade.amount')} value={formatDecimal(order.quoteAmount)} />
        ) : (
          <Figure label={t('trade.orderQuantity')} value={formatDecimal(order.quantity)} />
        )}
        <Figure label={t('trade.filled')} value={formatDecimal(order.filledQuantity)} />
        <Figure label={t('trade.averagePrice')} value={formatDecimal(order.averagePrice)} />
        <Figure label={t('trade.paidFee')} value={formatDecimal(order.fee)} />
      </dl>
      <span className="trade-record-status">{t(STATUS_KEYS[order.status])}</span>
    </li>
  );
}

/** A page of records as the server sends it, and how its query stands. */
type RecordPageQuery<T> = RecordListQuery & {
  data: { items: readonly T[]; pagination: Pagination } | undefined;
};

/** A tab the server pages, with nothing of its own around the list (order history, my trades). */
function ServerPagedRecords<T>({
  compact,
  useRecords,
  ...list
}: {
  compact: string;
  /** The tab's query hook, for the pair and a page. */
  useRecords: (compact: string, page: number) => RecordPageQuery<T>;
} & Pick<RecordListProps<T>, 'empty' | 'label' | 'row'>) {
  const [page, setPage] = useState(1);
  const records = useRecords(compact, page);
  return (
    <RecordList
      {...list}
      items={records.data?.items ?? []}
      query={records}
      page={page}
      totalPages={records.data?.pagination.totalPages ?? 1}
      onPage={setPage}
    />
  );
}

function OrderHistory({ compact }: { compact: string }) {
  const { t } = useTranslation();
  return (
    <ServerPagedRecords
      compact={compact}
      useRecords={useOrderHistory}
      empty={t('trade.noOrderHistory')}
      label={t('trade.orderHistory')}
      row={(order) => <HistoryItem key={order.orderId} order={order} />}
    />
  );
}

/** One of the user's fills: side, price, quantity, total, fee, and whether the order made or took it. */
function TradeItem({ trade }: { trade: MyTrade }) {
  const { t } = useTranslation();
  return (
    <li className="trade-record">
      <div className="trade-record-head">
        <span className={trade.side === 'buy' ? 'hc-tone-up' : 'hc-tone-down'}>
          {t(`trade.${trade.side}`)}
        </span>
        <span>{displaySymbol(trade.symbol)}</span>
        <span className="trade-record-time">{formatDateTime(trade.time)}</span>
      </div>
      <dl className="trade-record-figures">
        <Figure label={t('trade.price')} value={formatDecimal(trade.price)} />
        <Figure label={t('trade.filled')} value={formatDecimal(trade.quantity)} />
        <Figure label={t('trade.total')} value={formatDecimal(trade.total)} />
        <Figure label={t('trade.paidFee')} value={formatDecimal(trade.fee)} />
        <Figure label={t('trade.role')} value={t(`trade.${trade.role}`)} />
      </dl>
    </li>
  );
}

function MyTrades({ compact }: { compact: string }) {
  const { t } = useTranslation();
  return (
    <ServerPagedRecords
      compact={compact}
      useRecords={useMyTrades}
      empty={t('trade.noTrades')}
      row={(trade) => <TradeItem key={trade.tradeId} trade={trade} />}
    />
  );
}

function Positions() {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const positions = usePositions();
  const all = positions.data ?? [];
  const totalPages = Math.max(1, Math.ceil(all.length / POSITIONS_PAGE_SIZE));
  const items = all.slice((page - 1) * POSITIONS_PAGE_SIZE, page * POSITIONS_PAGE_SIZE);
  return (
    <RecordList
      items={items}
      query={positions}
      empty={t('trade.noPositions')}
      page={page}
      totalPages={totalPages}
      onPage={setPage}
      row={(position) => {
        const tone = position.profitLoss ? signOf(position.profitLoss) : 0;
        return (
          <li key={position.symbol} className="trade-record" aria-label={position.currency}>
            <div className="trade-record-head">
              <span>{position.currency}</span>
              <span>{displaySymbol(position.symbol)}</span>
            </div>
            <dl className="trade-record-figures">
              <Figure label={t('trade.positionQuantity')} value={formatDecimal(position.quantity)} />
              <Figure label={t('trade.averageCost')} value={costText(position.averageCost)} />
              <Figure label={t('trade.value')} value={formatDecimal(position.currentValue, USDT_DECIMALS)} />
              <div className={tone > 0 ? 'hc-tone-up' : tone < 0 ? 'hc-tone-down' : undefined}>
                <dt>{t('trade.profitLoss')}</dt>
                <dd>{formatSigned(position.profitLoss, USDT_DECIMALS)}</dd>
              </div>
              <div className={tone > 0 ? 'hc-tone-up' : tone < 0 ? 'hc-tone-down' : undefined}>
                <dt>{t('trade.profitLossPercent')}</dt>
                <dd>{formatPercent(position.profitLossPercent)}</dd>
              </div>
            </dl>
          </li>
        );
      }}
    />
  );
}

/** Live while the `user` channel is (its pushes invalidate the lists); polled on a timer otherwise. */
function RefreshStatus() {
  const { t } = useTranslation();
  const open = useChannelLive(USER_CHANNEL);
  return (
    <p className="trade-refresh" role="status">
      {open ? t('trade.live') : t('trade.autoRefresh', { seconds: SPOT_LIMITS.autoRefreshSeconds })}
    </p>
  );
}

/** Open orders, order history, my trades and positions of the signed-in user, under the form. */
export function TradeRecords({ compact, symbol }: { compact: string; symbol: string }) {
  const { t } = useTranslation();
  const loggedIn = useSessionStore((state) => state.token !== null);
  const [tab, setTab] = useState<Tab>('openOrders');
  const pendingCount = usePendingOrders(compact, 1).data?.pagination.total ?? 0;
  return (
    <section className="trade-records" aria-label={t('trade.records')}>
      <TabBar
        className="hc-activity-tabs"
        tabClassName="hc-activity-tab"
        label={t('trade.records')}
        tabs={TABS.map((id) => ({ id, label: t(`trade.${id}`, { count: pendingCount }) }))}
        selected={tab}
        onSelect={setTab}
      />
      <RefreshStatus />
      {!loggedIn ? (
        <button
          type="button"
          className="trade-empty"
          onClick={() => navigateTo(PATHS.login, { redirect: toUrl(PATHS.trade, { symbol: compact }) })}
        >
          {t('trade.logInToSee')}
        </button>
      ) : tab === 'openOrders' ? (
        <OpenOrders compact={compact} symbol={symbol} />
      ) : tab === 'orderHistory' ? (
        <OrderHistory compact={compact} />
      ) : tab === 'myTrades' ? (
        <MyTrades compact={compact} />
      ) : (
        <Positions />
      )}
    </section>
  );
}
