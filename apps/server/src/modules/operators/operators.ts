import type { AppContext } from '../../platform/app-types.ts';
import type { AdminGuard } from '../../platform/route-mounts.ts';
import { createAdminGuard } from './guard.ts';
import { createOperatorManagement, type OperatorManagement } from './management.ts';
import { createOperatorSessions, type OperatorSessions } from './operator-sessions.ts';
import { createSignInService, type SignInService } from './sign-in.ts';

export type Operators = {
  /** The /api/admin hook (routeAuth.adminGuard): cookie session, CSRF header, declared permission. */
  guard: AdminGuard;
  sessions: OperatorSessions;
  signIn: SignInService;
  management: OperatorManagement;
};

/**
 * The operators module composed: keys are server secrets (shared by every instance through the database),
 * the TOTP secrets sealed with AES-256-GCM bound to the operator's id.
 */
export async function createOperators(ctx: AppContext): Promise<Operators> {
  const [csrfKey, totpBox] = await Promise.all([
    ctx.secrets.get('operator-csrf-hmac'),
    ctx.secrets.box('operator-totp-key'),
  ]);
  const sessions = createOperatorSessions({ db: ctx.db, clock: ctx.clock, csrfKey });
  return {
    guard: createAdminGuard(sessions),
    sessions,
    signIn: createSignInService({ db: ctx.db, clock: ctx.clock, sessions, totpBox }),
    management: createOperatorManagement({ ...ctx, sessions }),
  };
}
