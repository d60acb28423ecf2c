import { randomBytes } from 'node:crypto';
import type { AppContext } from '../../platform/app-types.ts';
import { dateOf } from '../../platform/clock.ts';
import { newId } from '../../platform/ids.ts';
import { hashPassword, verifyPassword } from '../auth/index.ts';
import {
  countOperators,
  findOperatorByEmail,
  insertOperator,
  lockOperatorsTable,
  setOperatorPassword,
} from './repo.ts';

export const GENERATED_OPERATOR_EMAIL = 'admin@halcyon.local';

export type FirstOperatorOutcome = 'configured' | 'updated' | 'generated' | 'unchanged';

/**
 * With ADMIN_EMAIL/ADMIN_PASSWORD the operator with that e-mail exists and has that password (so a
 * lost password is recovered by setting it again). Without them, the very first start creates one
 * with a generated password and logs it once; later starts change nothing.
 */
export async function ensureFirstOperator({
  db,
  clock,
  config,
  log,
}: AppContext): Promise<FirstOperatorOutcome> {
  return db.transaction().execute(async (trx) => {
    await lockOperatorsTable(trx);
    const at = dateOf(clock);
    if (config.admin) {
      const { email, password } = config.admin;
      const existing = await findOperatorByEmail(trx, email);
      if (!existing) {
        await insertOperator(trx, { id: newId(), email, passwordHash: await hashPassword(password), at });
        log.info({ email }, 'operator account created from ADMIN_EMAIL');
        return 'configured';
      }
      if (await verifyPassword(existing.passwordHash, password)) return 'unchanged';
      await setOperatorPassword(trx, existing.id, await hashPassword(password), at);
      log.info({ email }, 'operator password set from ADMIN_PASSWORD');
      return 'updated';
    }
    if ((await countOperators(trx)) > 0) return 'unchanged';
    const password = randomBytes(18).toString('base64url');
    await insertOperator(trx, {
      id: newId(),
      email: GENERATED_OPERATOR_EMAIL,
      passwordHash: await hashPassword(password),
      at,
    });
    // Printed once, on purpose: only the hash is stored, this is the only time anyone can read it.
    log.warn(
      `First operator account created: ${GENERATED_OPERATOR_EMAIL} / ${password} (shown only now; set ADMIN_EMAIL and ADMIN_PASSWORD to choose your own)`,
    );
    return 'generated';
  });
}
