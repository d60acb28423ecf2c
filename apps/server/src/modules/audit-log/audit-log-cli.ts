import { runAuditLogCheck } from './audit-log-command.ts';

/** Entry point of `npm run audit:log`; exits non-zero naming the first broken row (see audit-log-command.ts). */
const code = await runAuditLogCheck(process.env, {
  out: (text) => process.stdout.write(text),
  err: (text) => process.stderr.write(text),
});
process.exit(code);
