import type { AdminContractConfig } from '@halcyon/api';
import Decimal from 'decimal.js';
import type { AppContext } from '../../platform/app-types.ts';
import { dateOf } from '../../platform/clock.ts';
import type { Db } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import { type AuditActor, appendAudit } from '../audit-log/index.ts';
import { formatAmount } from '../ledger/index.ts';
import type { MarketData } from '../market-data/index.ts';
import { listAllPeriods, lockContractSettings, updateAmountLimits, upsertPeriod } from './admin-repo.ts';
import { findSettings, listDisabledSymbols, listEnabledPeriods, setPairEnabled } from './repo.ts';

/** Announced on the bus after a change, so every process (and the user app through it) hears of it. */
export const CONTRACTS_CHANGED_TOPIC = 'config.contracts';

export type ContractsAdmin = ReturnType<typeof createContractsAdmin>;

function invalid(field: string, key: string): AppError {
  return new AppError('VALIDATION_FAILED', undefined, { [field]: [key] });
}

/**
 * The rules a change must keep, checked before anything is locked: a positive minimum, a maximum not below
 * it, and every payout rate above 0 and at most 10. (That some period stays on is checked against what is
 * stored, inside the transaction.)
 */
function checkContractRules(next: Omit<AdminContractConfig, 'currency'>): void {
  const min = new Decimal(next.minAmount);
  const max = new Decimal(next.maxAmount);
  if (min.lte(0)) throw invalid('minAmount', 'validation.contractAmountInvalid');
  if (max.lt(min)) throw invalid('maxAmount', 'validation.maxBelowMin');
  next.periods.forEach((period, index) => {
    const rate = new Decimal(period.payoutRate);
    if (rate.lte(0) || rate.gt(10))
      throw invalid(`periods.${index}.payoutRate`, 'validation.payoutRateInvalid');
  });
}

/**
 * Operators set the second-contract rules: periods with their payout rates (on or off), the amount limits and
 * the per-pair switch. The service reads them fresh for every order, so a change applies to the next order in
 * every process; contracts already open keep the rate they were opened with.
 */
export function createContractsAdmin({
  db,
  clock,
  bus,
  marketData,
}: Pick<AppContext, 'db' | 'clock' | 'bus'> & {
  marketData: Pick<MarketData, 'instrument'>;
}) {
  async function current(executor: Db = db): Promise<AdminContractConfig> {
    const [settings, periods] = await Promise.all([findSettings(executor), listAllPeriods(executor)]);
    return {
      currency: settings.currency,
      minAmount: formatAmount(settings.minAmount),
      maxAmount: formatAmount(settings.maxAmount),
      periods: periods.map((period) => ({ ...period, payoutRate: formatAmount(period.payoutRate) })),
    };
  }

  return {
    current,
    disabledSymbols: () => listDisabledSymbols(db),

    async update(
      actor: AuditActor,
      next: Omit<AdminContractConfig, 'currency'>,
    ): Promise<AdminContractConfig> {
      checkContractRules(next);
      await db.transaction().execute(async (trx) => {
        await lockContractSettings(trx);
        const before = await current(trx);
        const at = dateOf(clock);
        await updateAmountLimits(trx, next, at);
        for (const period of next.periods) await upsertPeriod(trx, period, at);
        // The rule holds for what is stored (periods the request left out included), or nothing is stored.
        if ((await listEnabledPeriods(trx)).length === 0)
          throw invalid('periods', 'validation.contractPeriodsNoneEnabled');
        await appendAudit(trx, {
          actor,
          at,
          action: 'config.contracts',
          targetType: 'contract_config',
          targetId: 'second_contracts',
          before,
          after: { ...next },
        });
      });
      await bus.publish(CONTRACTS_CHANGED_TOPIC, { at: clock.now() });
      return current();
    },

    async setPairEnabled(
      actor: AuditActor,
      symbol: string,
      enabled: boolean,
    ): Promise<{ symbol: string; enabled: boolean }> {
      const instrument = marketData.instrument(symbol);
      if (!instrument) throw new AppError('SYMBOL_NOT_FOUND');
      const wasOff = (await listDisabledSymbols(db)).includes(instrument.symbol);
      await db.transaction().execute(async (trx) => {
        const at = dateOf(clock);
        await setPairEnabled(trx, instrument.symbol, enabled, at);
        await appendAudit(trx, {
          actor,
          at,
          action: 'config.contract_pair',
          targetType: 'pair',
          targetId: instrument.symbol,
          before: { contractEnabled: !wasOff },
          after: { contractEnabled: enabled },
        });
      });
      await bus.publish(CONTRACTS_CHANGED_TOPIC, { at: clock.now() });
      return { symbol: instrument.symbol, enabled };
    },
  };
}
