import { fileIdParams, uploadResponse } from '@halcyon/api';
import type { App } from '../../platform/app-types.ts';
import { authOf } from '../../platform/auth-hook.ts';
import { envelopeResponses, ok } from '../../platform/envelope.ts';
import { routeRateLimit } from '../../platform/rate-limit.ts';
import { sendStoredFile } from './file-reply.ts';
import { readUploadForm } from './multipart-reader.ts';
import type { UploadsService } from './service.ts';
import { MAX_UPLOAD_BYTES } from './upload-rules.ts';

const security = [{ bearer: [] }];

/**
 * A member's uploads: POST /upload (multipart: type, file; at most `perMinute` a minute from one address)
 * and GET /files/{fileId} (own files only).
 */
export function uploadRoutes(app: App, uploads: UploadsService, perMinute: number): void {
  app.post(
    '/upload',
    {
      config: routeRateLimit(perMinute),
      // The multipart body plus its boundaries and two small fields.
      bodyLimit: MAX_UPLOAD_BYTES + 64 * 1024,
      schema: {
        tags: ['uploads'],
        security,
        consumes: ['multipart/form-data'],
        response: envelopeResponses(uploadResponse),
      },
    },
    async (request) => {
      const { userId } = authOf(request);
      const form = await readUploadForm(request);
      return ok(await uploads.upload(userId, form.type, form.bytes));
    },
  );

  app.get(
    '/files/:fileId',
    { schema: { tags: ['uploads'], security, params: fileIdParams } },
    async (request, reply) => {
      const file = await uploads.readOwn(authOf(request).userId, request.params.fileId);
      return sendStoredFile(reply, file);
    },
  );
}
