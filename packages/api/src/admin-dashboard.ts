import { z } from 'zod';
import { decimalString } from './markets.ts';

export const currencySums = z.record(z.string(), decimalString);

/** GET /api/admin/dashboard (also pushed on the admin socket's `dashboard` channel). */
export const adminDashboard = z.object({
  users: z.object({ total: z.number().int(), newToday: z.number().int(), frozen: z.number().int() }),
  identity: z.object({ pending: z.number().int() }),
  /** Zero until the finance module fills them in. */
  deposits: z.object({ pending: z.number().int(), todaySums: currencySums }),
  withdrawals: z.object({ pending: z.number().int(), todaySums: currencySums }),
  /** System account balances per currency. */
  house: currencySums,
  fees: currencySums,
  openSpotOrders: z.number().int(),
  runningContracts: z.number().int(),
  /** Per market category: pairs suspended by an operator, closed by the calendar, and stale (no fresh price). */
  pairs: z.array(
    z.object({
      category: z.string(),
      total: z.number().int(),
      suspended: z.number().int(),
      closed: z.number().int(),
      stale: z.number().int(),
    }),
  ),
  /** Whether the process answering leads the price feed and hosts the spot books. */
  process: z.object({ feedLeader: z.boolean(), hostsSpotBooks: z.boolean() }),
  lastLedgerAudit: z
    .object({ at: z.number().int(), ok: z.boolean(), operatorEmail: z.string().nullable() })
    .nullable(),
  generatedAt: z.number().int(),
});
export type AdminDashboard = z.infer<typeof adminDashboard>;

/** POST /api/admin/ledger/audit (owner or finance). */
export const ledgerAuditResponse = z.object({
  ok: z.boolean(),
  at: z.number().int(),
  /** The human-readable report the CLI prints. */
  report: z.string(),
});
export type LedgerAuditResponse = z.infer<typeof ledgerAuditResponse>;
