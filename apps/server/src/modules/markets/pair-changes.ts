import type { AppContext } from '../../platform/app-types.ts';
import { dateOf } from '../../platform/clock.ts';
import { type AuditActor, appendAudit } from '../audit-log/index.ts';
import { type Instrument, updateInstrument } from '../market-data/index.ts';
import { clearSuspension, recordSuspension } from './admin-repo.ts';

type Writer = Pick<AppContext, 'db' | 'clock'>;

/** Suspends (with its reason) or resumes the pair: the status, the suspension's row and the audit row commit together. */
export async function writePairStatus(
  { db, clock }: Writer,
  actor: AuditActor,
  instrument: Instrument,
  { suspend, reason }: { suspend: boolean; reason: string },
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const at = dateOf(clock);
    await updateInstrument(trx, instrument.symbol, { status: suspend ? 'suspended' : 'active' }, at);
    if (suspend)
      await recordSuspension(trx, { symbol: instrument.symbol, reason, operatorId: actor.operatorId, at });
    else await clearSuspension(trx, instrument.symbol);
    await appendAudit(trx, {
      actor,
      at,
      action: suspend ? 'config.pair_suspend' : 'config.pair_resume',
      targetType: 'pair',
      targetId: instrument.symbol,
      before: { status: instrument.status },
      after: { status: suspend ? 'suspended' : 'active', reason },
    });
  });
}

/** The pair's maker and taker fee rates and their audit row, in one transaction. */
export async function writePairFees(
  { db, clock }: Writer,
  actor: AuditActor,
  instrument: Instrument,
  fees: { makerFeeRate: string; takerFeeRate: string },
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const at = dateOf(clock);
    await updateInstrument(
      trx,
      instrument.symbol,
      { maker_fee_rate: fees.makerFeeRate, taker_fee_rate: fees.takerFeeRate },
      at,
    );
    await appendAudit(trx, {
      actor,
      at,
      action: 'config.pair_fees',
      targetType: 'pair',
      targetId: instrument.symbol,
      before: { makerFeeRate: instrument.makerFeeRate, takerFeeRate: instrument.takerFeeRate },
      after: fees,
    });
  });
}
