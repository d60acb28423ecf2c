import { runLedgerAudit } from './audit-command.ts';

/** Entry point of `npm run audit:ledger`; exits non-zero on any difference (see audit-command.ts). */
const code = await runLedgerAudit(process.env, {
  out: (text) => process.stdout.write(text),
  err: (text) => process.stderr.write(text),
});
process.exit(code);
