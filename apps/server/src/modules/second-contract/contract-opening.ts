import { randomBytes } from 'node:crypto';
import { CONTRACT_LIMITS, type ContractOrder, type OpenContractRequest } from '@halcyon/api';
import type { Clock } from '../../platform/clock.ts';
import type { Db } from '../../platform/db.ts';
import { newId } from '../../platform/ids.ts';
import { assertDecimals } from '../../platform/written-decimals.ts';
import { formatAmount, type Ledger, positiveAmount } from '../ledger/index.ts';
import type { MarketData } from '../market-data/index.ts';
import { requireInstrument } from '../markets/index.ts';
import { readContractConfig } from './contract-config.ts';
import { openCause } from './contract-entries.ts';
import { checkOpen } from './open-checks.ts';
import { toContractOrder } from './order-mapper.ts';
import { type ContractOrderRow, insertOrder } from './repo.ts';

/** Opaque and unguessable: 80 random bits, no counter behind it. */
const newOrderNo = () => `SC${randomBytes(10).toString('hex').toUpperCase()}`;

/**
 * What opening a contract writes, in the caller's transaction: the order (pending, waiting for its entry
 * tick) and its frozen stake, after the checks of the pair, the amount and the offered periods and rates.
 */
export async function writeOpening(
  trx: Db,
  { ledger, marketData, clock }: { ledger: Ledger; marketData: MarketData; clock: Clock },
  userId: string,
  input: OpenContractRequest,
): Promise<{ row: ContractOrderRow; order: ContractOrder }> {
  const instrument = requireInstrument(marketData, input.symbol);
  // The stake is a USDT amount: at most 8 decimals, never stored with more.
  assertDecimals(input.amount, CONTRACT_LIMITS.stakeDecimals, 'amount');
  const amount = positiveAmount(input.amount);
  const config = await readContractConfig(trx, marketData);
  const payoutRate = checkOpen(marketData, clock.now(), config, instrument, input, amount);
  const now = clock.now();
  const orderNo = newOrderNo();
  const row = await insertOrder(trx, {
    id: newId(),
    order_no: orderNo,
    user_id: userId,
    symbol: instrument.symbol,
    period: input.period,
    direction: input.direction,
    amount: formatAmount(amount),
    currency: config.currency,
    payout_rate: payoutRate,
    created_at: new Date(now),
    expire_at: new Date(now + CONTRACT_LIMITS.entryTimeoutMs),
  });
  await ledger.freeze(
    {
      userId,
      currency: config.currency,
      amount: formatAmount(amount),
      cause: openCause(orderNo),
      memo: `second contract ${orderNo}: stake`,
    },
    trx,
  );
  return { row, order: toContractOrder(row, now) };
}
