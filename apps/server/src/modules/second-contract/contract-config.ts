import type { ContractConfig } from '@halcyon/api';
import type { Db } from '../../platform/db.ts';
import { formatAmount } from '../ledger/index.ts';
import type { MarketData } from '../market-data/index.ts';
import { findSettings, listDisabledSymbols, listEnabledPeriods } from './repo.ts';

/**
 * The contract rules as stored (operators edit them later), read fresh on every use so that a change
 * applies to the next order without a restart. Symbols: every active pair no operator turned off.
 */
export async function readContractConfig(
  db: Db,
  marketData: Pick<MarketData, 'instruments'>,
): Promise<ContractConfig> {
  const [settings, periods, disabled] = await Promise.all([
    findSettings(db),
    listEnabledPeriods(db),
    listDisabledSymbols(db),
  ]);
  const off = new Set(disabled);
  return {
    currency: settings.currency,
    minAmount: formatAmount(settings.minAmount),
    maxAmount: formatAmount(settings.maxAmount),
    periods: periods.map((period) => ({
      seconds: period.seconds,
      payoutRate: formatAmount(period.payoutRate),
    })),
    drawRule: settings.drawRule,
    symbols: marketData
      .instruments()
      .filter((instrument) => instrument.status === 'active' && !off.has(instrument.symbol))
      .map((instrument) => instrument.symbol),
  };
}
