import { uploadResponse } from '@halcyon/api';
import { auditActorOf, operatorOf, requires } from '../../platform/admin-access.ts';
import type { App } from '../../platform/app-types.ts';
import { envelopeResponses, ok } from '../../platform/envelope.ts';
import { routeRateLimit } from '../../platform/rate-limit.ts';
import { appendAudit } from '../audit-log/index.ts';
import { readUploadForm } from './multipart-reader.ts';
import type { UploadsService } from './service.ts';
import { MAX_UPLOAD_BYTES } from './upload-rules.ts';

/**
 * POST /api/admin/support/images (multipart, field `file`): a support operator's image for a chat reply,
 * through the same pipeline as a person's (bytes detected, re-encoded, private). It is the operator's
 * until a reply sends it (POST .../conversations/{id}/messages {fileId}); then that person may read it too.
 */
export function operatorUploadRoutes(app: App, uploads: UploadsService, perMinute: number): void {
  app.post(
    '/support/images',
    {
      config: { ...requires('support.reply'), ...routeRateLimit(perMinute) },
      bodyLimit: MAX_UPLOAD_BYTES + 64 * 1024,
      schema: {
        tags: ['admin'],
        consumes: ['multipart/form-data'],
        response: envelopeResponses(uploadResponse),
      },
    },
    async (request) => {
      const form = await readUploadForm(request, 'support_image');
      const stored = await uploads.upload(
        { operatorId: operatorOf(request).id },
        form.type,
        form.bytes,
        (trx, file, at) =>
          appendAudit(trx, {
            actor: auditActorOf(request),
            at,
            action: 'support.image_upload',
            targetType: 'upload',
            targetId: file.fileId,
            after: { mime: file.mime, width: file.width, height: file.height, size: file.size },
          }).then(() => undefined),
      );
      return ok(stored);
    },
  );
}
