import type { ContractOrder } from '@halcyon/api';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { accountKeys } from '@/shared/account/account-keys.ts';
import { isApiError } from '@/shared/api/api-error.ts';
import { useSingleFlight } from '@/shared/api/use-single-flight.ts';
import { formatDecimal, formatSigned, signOf } from '@/shared/markets/decimal.ts';
import { compactSymbol, displaySymbol } from '@/shared/markets/symbols.ts';
import { useLiveTicker } from '@/shared/markets/trading-store.ts';
import { useChannels } from '@/shared/realtime/use-channel.ts';
import { showErrorToast, showSuccessToast } from '@/shared/ui/feedback.ts';
import { contractApi } from '../api.ts';
import { formatCountdown, localDeadline, profitSoFar, secondsLeft } from '../contract-math.ts';
import { price } from '../format.ts';
import { useOpenContracts, usePricePrecision } from '../queries.ts';
import { FailedLoad } from './failed-load.tsx';
import { useNow } from './use-now.ts';

/** Settlement needs the exit tick to be stored: ask again a moment after the countdown ends. */
const SETTLE_GRACE_MS = 1_500;

function toneOf(value: string | null): string {
  if (value === null) return '';
  const sign = signOf(value);
  return sign > 0 ? 'hc-tone-up' : sign < 0 ? 'hc-tone-down' : '';
}

function OpenContractRow({
  order,
  receivedAt,
  now,
  onCancel,
  cancelling,
}: {
  order: ContractOrder;
  receivedAt: number;
  now: number;
  onCancel: (orderNo: string) => void;
  cancelling: boolean;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const live = useLiveTicker(order.symbol)?.price;
  const precision = usePricePrecision(order.symbol);
  // The tick before this answer arrived must not count from before it.
  const left = secondsLeft(localDeadline(order.remainingMs, receivedAt), Math.max(now, receivedAt));
  const ended = left === 0;
  const profit = order.status === 'running' ? profitSoFar(order, live) : null;

  useEffect(() => {
    if (!ended) return;
    const timer = setTimeout(
      () => void queryClient.invalidateQueries({ queryKey: accountKeys.contracts }),
      SETTLE_GRACE_MS,
    );
    return () => clearTimeout(timer);
  }, [ended, queryClient]);

  return (
    <li className="hc-ct-open" aria-label={`${displaySymbol(order.symbol)} ${order.orderNo}`}>
      <div className="hc-ct-open-head">
        <strong>{displaySymbol(order.symbol)}</strong>
        <span className={`hc-ct-badge hc-ct-badge-${order.direction}`}>
          {t(order.direction === 'up' ? 'contract.directionUp' : 'contract.directionDown')}
        </span>
        <span className="hc-ct-countdown" aria-label={t('contract.timeLeft')} role="timer">
          {formatCountdown(left)}
        </span>
      </div>
      <dl className="hc-ct-rows hc-ct-rows-compact">
        <div className="hc-ct-row">
          <dt>{t('contract.stake')}</dt>
          <dd>{`${formatDecimal(order.amount)} ${order.currency}`}</dd>
        </div>
        <div className="hc-ct-row">
          <dt>{t('contract.entryPrice')}</dt>
          <dd>
            {order.entryPrice === null ? t('contract.waitingEntry') : price(order.entryPrice, precision)}
          </dd>
        </div>
        <div className="hc-ct-row">
          <dt>{t('contract.livePrice')}</dt>
          <dd>{price(live, precision)}</dd>
        </div>
        {order.status === 'running' ? (
          <div className="hc-ct-row">
            <dt>{t('contract.profitSoFar')}</dt>
            <dd className={toneOf(profit)}>
              {profit === null ? '--' : `${formatSigned(profit)} ${order.currency}`}
            </dd>
          </div>
        ) : null}
      </dl>
      {order.status === 'pending' ? (
        <button
          type="button"
          className="hc-ct-secondary"
          disabled={cancelling}
          aria-label={t('contract.cancelContract', { orderNo: order.orderNo })}
          onClick={() => onCancel(order.orderNo)}
        >
          {t('contract.cancel')}
        </button>
      ) : null}
    </li>
  );
}

/** The user's pending and running contracts, each with its own countdown and profit so far. */
export function OpenContracts() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const open = useOpenContracts();
  const items = open.data?.items ?? [];
  const now = useNow(items.length > 0);
  useChannels([...new Set(items.map((order) => `ticker.${compactSymbol(order.symbol)}`))]);

  // Each order's cancel once at a time: a double tap's second would be refused (no longer pending) with an
  // error toast under the first one's success.
  const once = useSingleFlight();
  const cancel = useMutation({
    mutationFn: (orderNo: string) => contractApi.cancel(orderNo),
    onSuccess: () => showSuccessToast(t('contract.cancelled')),
    onError: (error) => {
      if (!(isApiError(error) && error.sessionEnded)) {
        showErrorToast(isApiError(error) ? error.message : t('http.unknown'));
      }
    },
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: accountKeys.contracts });
      void queryClient.invalidateQueries({ queryKey: accountKeys.assets });
    },
  });

  return (
    <section className="hc-ct-section" aria-labelledby="hc-ct-open-title">
      <h2 id="hc-ct-open-title">{t('contract.openTitle')}</h2>
      {open.isError && !open.data ? (
        <FailedLoad message={t('contract.loadFailed')} onRetry={() => void open.refetch()} />
      ) : items.length === 0 ? (
        <p className="hc-ct-empty">{open.isPending ? t('common.loading') : t('contract.openEmpty')}</p>
      ) : (
        <ul className="hc-ct-list">
          {items.map((order) => (
            <OpenContractRow
              key={order.orderNo}
              order={order}
              receivedAt={open.dataUpdatedAt}
              now={now}
              onCancel={(orderNo) =>
                void once(() => cancel.mutateAsync(orderNo).catch(() => undefined), orderNo)
              }
              cancelling={cancel.isPending && cancel.variables === order.orderNo}
            />
          ))}
        </ul>
      )}
    </section>
  );
}
