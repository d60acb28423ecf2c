import { fileIdParams } from '@halcyon/api';
import { auditActorOf, operatorOf, requires } from '../../platform/admin-access.ts';
import type { App } from '../../platform/app-types.ts';
import { appendViewAudit } from '../audit-log/index.ts';
import { sendStoredFile } from './file-reply.ts';
import type { UploadsService } from './service.ts';

/**
 * GET /api/admin/files/{fileId}: any signed-in operator may ask; the file's type decides whether their role
 * covers it (proofs: finance.read, identity photos: identity.read, ...). Otherwise 404, as for a missing file.
 * Every read of a person's file (an identity document, a payment receipt, a chat picture) is audited as
 * `uploads.view` on that person, before the bytes leave (once per operator and file in VIEW_AUDIT_WINDOW_MS).
 */
export function uploadAdminRoutes(app: App, uploads: UploadsService): void {
  app.get(
    '/files/:fileId',
    { config: requires('signed-in'), schema: { tags: ['admin'], params: fileIdParams } },
    async (request, reply) => {
      const file = await uploads.readForOperator(
        operatorOf(request).role,
        request.params.fileId,
        (db, read, at) =>
          appendViewAudit(db, {
            actor: auditActorOf(request),
            at,
            action: 'uploads.view',
            targetType: 'user',
            targetId: read.userId,
            after: { fileId: read.fileId, type: read.type },
          }),
      );
      return sendStoredFile(reply, file);
    },
  );
}
