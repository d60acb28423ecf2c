import {
  acceptInviteRequest,
  acceptInviteResponse,
  adminDone,
  adminLoginRequest,
  adminLoginResponse,
  adminMeResponse,
  totpEnrolRequest,
  totpEnrolResponse,
  totpVerifyRequest,
} from '@halcyon/api';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { auditActorOf, operatorOf, requires } from '../../platform/admin-access.ts';
import type { App } from '../../platform/app-types.ts';
import type { Clock } from '../../platform/clock.ts';
import { dateOf } from '../../platform/clock.ts';
import type { Db } from '../../platform/db.ts';
import { envelopeResponses, ok } from '../../platform/envelope.ts';
import { AppError } from '../../platform/errors.ts';
import { appendAudit } from '../audit-log/index.ts';
import { clearSessionCookie, sessionCookieOf, setSessionCookie } from './cookie.ts';
import type { OperatorManagement } from './management.ts';
import type { ClientInfo, OperatorSessions } from './operator-sessions.ts';
import { findOperatorRecord } from './repo.ts';
import { toSelf } from './self-view.ts';
import type { SignIn, SignInService } from './sign-in.ts';

const tags = ['admin'];

export type OperatorAuthDeps = {
  db: Db;
  clock: Clock;
  signIn: SignInService;
  sessions: OperatorSessions;
  management: OperatorManagement;
};

function clientOf(request: FastifyRequest): ClientInfo {
  return { ip: request.ip ?? null, userAgent: request.headers['user-agent']?.slice(0, 512) ?? null };
}

function answer(reply: FastifyReply, request: FastifyRequest, signIn: SignIn) {
  if (signIn.sessionToken) setSessionCookie(reply, request, signIn.sessionToken);
  return ok(signIn.answer);
}

/** Sign-in (password, TOTP, enrolment), the session (me, logout) and accepting an invitation. */
export function operatorAuthRoutes(app: App, deps: OperatorAuthDeps): void {
  const { signIn, sessions } = deps;
  app.post(
    '/auth/login',
    {
      config: requires('public'),
      schema: { tags, body: adminLoginRequest, response: envelopeResponses(adminLoginResponse) },
    },
    async (request, reply) => answer(reply, request, await signIn.login(request.body, clientOf(request))),
  );
  app.post(
    '/auth/totp/enrol',
    {
      config: requires('public'),
      schema: { tags, body: totpEnrolRequest, response: envelopeResponses(totpEnrolResponse) },
    },
    async (request) => ok(await signIn.enrol(request.body.enrolmentToken)),
  );
  app.post(
    '/auth/totp/verify',
    {
      config: requires('public'),
      schema: { tags, body: totpVerifyRequest, response: envelopeResponses(adminLoginResponse) },
    },
    async (request, reply) => {
      const { enrolmentToken, code } = request.body;
      return answer(reply, request, await signIn.verifyEnrolment(enrolmentToken, code, clientOf(request)));
    },
  );
  app.post(
    '/auth/accept-invite',
    {
      config: requires('public'),
      schema: { tags, body: acceptInviteRequest, response: envelopeResponses(acceptInviteResponse) },
    },
    async (request) =>
      ok(await deps.management.acceptInvite(request.body.token, request.body.password, clientOf(request))),
  );
  app.get(
    '/auth/me',
    { config: requires('signed-in'), schema: { tags, response: envelopeResponses(adminMeResponse) } },
    async (request) => {
      const token = sessionCookieOf(request);
      if (!token) throw new AppError('UNAUTHORIZED');
      const session = await sessions.authenticate(token);
      const operator = await findOperatorRecord(deps.db, session.id);
      if (!operator) throw new AppError('UNAUTHORIZED');
      return ok({
        operator: toSelf(operator),
        csrfToken: session.csrfToken,
        expiresAt: session.expiresAt,
        idleExpiresAt: session.idleExpiresAt,
      });
    },
  );
  app.post(
    '/auth/logout',
    { config: requires('signed-in'), schema: { tags, response: envelopeResponses(adminDone) } },
    async (request, reply) => {
      await deps.db.transaction().execute(async (trx) => {
        await sessions.end(operatorOf(request).sessionId, trx);
        await appendAudit(trx, {
          actor: auditActorOf(request),
          at: dateOf(deps.clock),
          action: 'auth.logout',
          targetType: 'operator',
          targetId: operatorOf(request).id,
        });
      });
      clearSessionCookie(reply, request);
      return ok({ done: true as const });
    },
  );
}
