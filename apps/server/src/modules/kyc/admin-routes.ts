import {
  adminKycListResponse,
  adminKycParams,
  adminKycQuery,
  adminKycRejectRequest,
  adminKycSubmission,
} from '@halcyon/api';
import { z } from 'zod';
import type { App } from '../../platform/app-types.ts';
import type { Clock } from '../../platform/clock.ts';
import { envelopeResponses, ok } from '../../platform/envelope.ts';
import { appendAudit, appendViewAudit } from '../audit-log/index.ts';
import { auditActorOf, operatorOf, requires } from '../operators/index.ts';
import type { KycService } from './service.ts';

const tags = ['admin'];

/** Compliance's identity review under /api/admin: the queue, approve, reject with a reason; audited. */
export function kycAdminRoutes(app: App, kyc: KycService, clock: Clock): void {
  app.get(
    '/kyc/submissions',
    {
      config: requires('identity.read'),
      schema: { tags, querystring: adminKycQuery, response: envelopeResponses(adminKycListResponse) },
    },
    async (request) => ok({ items: await kyc.review(request.query.status) }),
  );
  app.get(
    '/kyc/submissions/:id',
    {
      config: requires('identity.read'),
      schema: { tags, params: adminKycParams, response: envelopeResponses(adminKycSubmission) },
    },
    async (request) =>
      ok(
        await kyc.reviewOne(request.params.id, (db, userId) =>
          appendViewAudit(db, {
            actor: auditActorOf(request),
            at: new Date(clock.now()),
            // Who saw a person's name and ID number in full, and when; the row holds neither.
            action: 'identity.view',
            targetType: 'user',
            targetId: userId,
            after: { submissionId: request.params.id },
          }),
        ),
      ),
  );

  for (const verdict of ['approve', 'reject'] as const) {
    app.post(
      `/kyc/submissions/:id/${verdict}`,
      {
        config: requires('identity.review'),
        schema: {
          tags,
          params: adminKycParams,
          ...(verdict === 'reject' ? { body: adminKycRejectRequest } : {}),
          response: envelopeResponses(z.null()),
        },
      },
      async (request) => {
        const status = verdict === 'approve' ? 'verified' : 'rejected';
        const reason =
          verdict === 'reject' ? (request.body as z.infer<typeof adminKycRejectRequest>).reason : null;
        await kyc.decide(
          request.params.id,
          { status, reason, operatorId: operatorOf(request).id },
          (trx, userId) =>
            appendAudit(trx, {
              actor: auditActorOf(request),
              at: new Date(clock.now()),
              action: `identity.${verdict}`,
              targetType: 'user',
              targetId: userId,
              before: { status: 'pending' },
              after: { status, submissionId: request.params.id, ...(reason ? { reason } : {}) },
            }).then(() => undefined),
        );
        return ok(null);
      },
    );
  }
}
