import { CONTRACT_LIMITS, type ContractConfig, type OpenContractRequest } from '@halcyon/api';
import { AppError } from '../../platform/errors.ts';
import { groupedFigure } from '../../platform/grouped-figure.ts';
import { Money } from '../ledger/index.ts';
import type { Instrument, MarketData } from '../market-data/index.ts';

/** Every rule a new contract must pass, in the order a person fixes them; throws the spec's message. */
export function checkOpen(
  marketData: Pick<MarketData, 'session' | 'ticker'>,
  now: number,
  config: ContractConfig,
  instrument: Instrument,
  input: OpenContractRequest,
  amount: Money,
): string {
  const { symbol } = instrument;
  if (instrument.status !== 'active') throw new AppError('PAIR_SUSPENDED', { symbol });
  if (!config.symbols.includes(symbol)) throw new AppError('CONTRACT_NOT_ENABLED', { symbol });
  const period = config.periods.find((p) => p.seconds === input.period);
  if (!period) throw new AppError('CONTRACT_PERIOD_INVALID', { period: input.period });
  if (input.payoutRate !== undefined && !new Money(input.payoutRate).eq(period.payoutRate)) {
    throw new AppError('CONTRACT_RATE_CHANGED', {
      rate: `${new Money(period.payoutRate).times(100).toString()}%`,
    });
  }
  const { currency } = config;
  if (amount.lt(config.minAmount))
    throw new AppError('AMOUNT_TOO_SMALL', { min: groupedFigure(config.minAmount), currency });
  if (amount.gt(config.maxAmount))
    throw new AppError('AMOUNT_TOO_LARGE', { max: groupedFigure(config.maxAmount), currency });
  const session = marketData.session(symbol, now);
  if (!session.open) throw new AppError('MARKET_CLOSED', { symbol });
  // The latest the contract can end: the entry tick may take the whole entry window.
  const latestEnd = now + CONTRACT_LIMITS.entryTimeoutMs + input.period * 1000;
  if (session.nextChangeAt !== null && session.nextChangeAt <= latestEnd) {
    throw new AppError('MARKET_CLOSES_BEFORE_EXPIRY', { symbol });
  }
  if (marketData.ticker(symbol)?.stale !== false) throw new AppError('PRICE_STALE', { symbol });
  return period.payoutRate;
}
