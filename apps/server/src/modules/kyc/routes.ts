import { kycStatusResponse, kycSubmissionRequest } from '@halcyon/api';
import type { App } from '../../platform/app-types.ts';
import { authOf } from '../../platform/auth-hook.ts';
import { envelopeResponses, ok } from '../../platform/envelope.ts';
import type { KycService } from './service.ts';

const tags = ['kyc'];
const security = [{ bearer: [] }];

/** The person's own real-name verification (registered inside the authenticated group). */
export function kycRoutes(app: App, kyc: KycService): void {
  app.get(
    '/kyc/status',
    { schema: { tags, security, response: envelopeResponses(kycStatusResponse) } },
    async (request) => ok(await kyc.status(authOf(request).userId)),
  );

  app.post(
    '/kyc/submissions',
    {
      schema: { tags, security, body: kycSubmissionRequest, response: envelopeResponses(kycStatusResponse) },
    },
    async (request) => ok(await kyc.submit(authOf(request).userId, request.body)),
  );
}
