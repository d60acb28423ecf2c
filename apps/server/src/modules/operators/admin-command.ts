import { randomBytes } from 'node:crypto';
import { parseArgs } from 'node:util';
import { type OperatorRole, operatorEmailField, operatorRole } from '@halcyon/api';
import { type Clock, dateOf } from '../../platform/clock.ts';
import type { CommandOutput } from '../../platform/database-command.ts';
import type { Db } from '../../platform/db.ts';
import { newId } from '../../platform/ids.ts';
import { type AuditActor, appendAudit } from '../audit-log/index.ts';
import { hashPassword } from '../auth/index.ts';
import {
  clearTotp,
  findOperatorRecordByEmail,
  insertOperator,
  lockOperatorsTable,
  setOperatorPassword,
  updateOperator,
} from './repo.ts';
import { revokeOperatorSessions } from './session-repo.ts';

export const ADMIN_COMMAND_EXIT = { ok: 0, refused: 1, usage: 2 } as const;

/** Whoever runs the command on the server: the audit log says so. */
const CLI_ACTOR: AuditActor = { operatorId: null, operatorEmail: null, ip: null, userAgent: 'npm run admin' };

const USAGE = `Usage:
  npm run admin -- create-operator --email E [--role owner|finance|compliance|support|viewer] [--name N]
  npm run admin -- reset-totp --email E
Each prints a one-time password (shown only now); the operator signs in with it and sets up TOTP.
`;

function oneTimePassword(): string {
  return randomBytes(18).toString('base64url');
}

async function createOperator(
  db: Db,
  clock: Clock,
  input: { email: string; role: OperatorRole; name: string },
  output: CommandOutput,
): Promise<number> {
  const password = oneTimePassword();
  const passwordHash = await hashPassword(password);
  const created = await db.transaction().execute(async (trx) => {
    await lockOperatorsTable(trx);
    if (await findOperatorRecordByEmail(trx, input.email)) return false;
    const id = newId();
    await insertOperator(trx, { id, ...input, passwordHash, at: dateOf(clock) });
    await appendAudit(trx, {
      actor: CLI_ACTOR,
      at: dateOf(clock),
      action: 'operators.create_cli',
      targetType: 'operator',
      targetId: id,
      after: { email: input.email, role: input.role, name: input.name },
    });
    return true;
  });
  if (!created) {
    output.err(`An operator with the e-mail ${input.email} exists already (use reset-totp to recover it).\n`);
    return ADMIN_COMMAND_EXIT.refused;
  }
  output.out(
    `Operator ${input.email} (${input.role}) created. One-time password, shown only now: ${password}\n`,
  );
  return ADMIN_COMMAND_EXIT.ok;
}

/** Recovery: a new password, TOTP cleared (enrolled again at sign-in), sessions ended, re-enabled. */
async function resetTotp(db: Db, clock: Clock, email: string, output: CommandOutput): Promise<number> {
  const password = oneTimePassword();
  const passwordHash = await hashPassword(password);
  const reset = await db.transaction().execute(async (trx) => {
    const operator = await findOperatorRecordByEmail(trx, email);
    if (!operator) return false;
    await setOperatorPassword(trx, operator.id, passwordHash, dateOf(clock));
    await clearTotp(trx, operator.id, dateOf(clock));
    await updateOperator(trx, operator.id, { status: 'active' }, dateOf(clock));
    await revokeOperatorSessions(trx, operator.id, 'totp_reset', dateOf(clock));
    await appendAudit(trx, {
      actor: CLI_ACTOR,
      at: dateOf(clock),
      action: 'operators.reset_totp_cli',
      targetType: 'operator',
      targetId: operator.id,
      before: { status: operator.status, totpEnrolled: operator.totpSealed !== null },
      after: { status: 'active', totpEnrolled: false },
    });
    return true;
  });
  if (!reset) {
    output.err(`No operator with the e-mail ${email}.\n`);
    return ADMIN_COMMAND_EXIT.refused;
  }
  output.out(`TOTP of ${email} reset, sessions ended. One-time password, shown only now: ${password}\n`);
  return ADMIN_COMMAND_EXIT.ok;
}

/** `npm run admin -- <command> ...` on an open database. */
export async function runAdminCommand(
  db: Db,
  clock: Clock,
  args: readonly string[],
  output: CommandOutput,
): Promise<number> {
  const [command, ...rest] = args;
  let values: { email?: string | undefined; role?: string | undefined; name?: string | undefined };
  try {
    ({ values } = parseArgs({
      args: rest,
      options: { email: { type: 'string' }, role: { type: 'string' }, name: { type: 'string' } },
    }));
  } catch (error) {
    output.err(`${error instanceof Error ? error.message : String(error)}\n${USAGE}`);
    return ADMIN_COMMAND_EXIT.usage;
  }
  const email = operatorEmailField.safeParse(values.email ?? '');
  if (!email.success) {
    output.err(`A valid --email is required.\n${USAGE}`);
    return ADMIN_COMMAND_EXIT.usage;
  }
  switch (command) {
    case 'create-operator': {
      const role = operatorRole.safeParse(values.role ?? 'owner');
      if (!role.success) {
        output.err(`Unknown --role ${values.role}.\n${USAGE}`);
        return ADMIN_COMMAND_EXIT.usage;
      }
      return createOperator(
        db,
        clock,
        { email: email.data, role: role.data, name: values.name ?? '' },
        output,
      );
    }
    case 'reset-totp':
      return resetTotp(db, clock, email.data, output);
    default:
      output.err(USAGE);
      return ADMIN_COMMAND_EXIT.usage;
  }
}
