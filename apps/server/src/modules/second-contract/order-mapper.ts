import type { ContractOrder, ContractTick } from '@halcyon/api';
import { formatAmount } from '../ledger/index.ts';
import type { ContractOrderRow } from './repo.ts';

const ms = (date: Date | null) => (date ? date.getTime() : null);

function evidence(
  id: string | null,
  price: string | null,
  time: Date | null,
  source: string | null,
): ContractTick | null {
  if (id === null || price === null || time === null || source === null) return null;
  return { tickId: id, price: formatAmount(price), time: time.getTime(), source };
}

/** The wire shape of an order; `now` (the server clock) gives the remaining time. */
export function toContractOrder(row: ContractOrderRow, now: number): ContractOrder {
  const open = row.status === 'pending' || row.status === 'running';
  const deadline = row.status === 'running' && row.end_at ? row.end_at.getTime() : row.expire_at.getTime();
  return {
    orderNo: row.order_no,
    symbol: row.symbol,
    period: row.period,
    direction: row.direction,
    amount: formatAmount(row.amount),
    currency: row.currency,
    payoutRate: formatAmount(row.payout_rate),
    status: row.status,
    result: row.result,
    entryPrice: row.entry_price === null ? null : formatAmount(row.entry_price),
    exitPrice: row.exit_price === null ? null : formatAmount(row.exit_price),
    payout: row.payout === null ? null : formatAmount(row.payout),
    netAmount: row.net_amount === null ? null : formatAmount(row.net_amount),
    createdAt: row.created_at.getTime(),
    startAt: ms(row.start_at),
    endAt: ms(row.end_at),
    expireAt: row.expire_at.getTime(),
    settledAt: ms(row.settled_at),
    remainingMs: open ? Math.max(0, deadline - now) : 0,
    entryTick: evidence(row.entry_tick_id, row.entry_price, row.entry_time, row.entry_source),
    exitTick: evidence(row.exit_tick_id, row.exit_price, row.exit_time, row.exit_source),
  };
}
