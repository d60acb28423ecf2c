import { fileIdParams } from '@halcyon/api';
import { operatorOf, requires } from '../../platform/admin-access.ts';
import type { App } from '../../platform/app-types.ts';
import { sendStoredFile } from './file-reply.ts';
import type { UploadsService } from './service.ts';

/**
 * GET /api/admin/files/{fileId}: any signed-in operator may ask; the file's type decides whether their role
 * covers it (proofs: finance.read, identity photos: identity.read, ...). Otherwise 404, as for a missing file.
 */
export function uploadAdminRoutes(app: App, uploads: UploadsService): void {
  app.get(
    '/files/:fileId',
    { config: requires('signed-in'), schema: { tags: ['admin'], params: fileIdParams } },
    async (request, reply) => {
      const file = await uploads.readForOperator(operatorOf(request).role, request.params.fileId);
      return sendStoredFile(reply, file);
    },
  );
}
