import { CONFIG_IMAGE_PATH, configImageParams, configImagePurpose, configImageUpload } from '@halcyon/api';
import type { FastifyReply } from 'fastify';
import { auditActorOf, requires } from '../../platform/admin-access.ts';
import type { App } from '../../platform/app-types.ts';
import { envelopeResponses, ok } from '../../platform/envelope.ts';
import { AppError } from '../../platform/errors.ts';
import { routeRateLimit } from '../../platform/rate-limit.ts';
import { CONFIG_IMAGE_MAX_BYTES } from './config-image-rules.ts';
import type { ConfigImages, PublicImage } from './config-images.ts';
import { readFileForm } from './multipart-reader.ts';

const YEAR_SECONDS = 365 * 24 * 60 * 60;

/**
 * A public image: its own type, never sniffed into another, cached for a year (its name is its content's
 * hash, so it never changes), inert if opened directly (no script, sandboxed).
 */
function sendPublicImage(reply: FastifyReply, image: PublicImage) {
  return reply
    .header('content-type', image.mime)
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', `public, max-age=${YEAR_SECONDS}, immutable`)
    .header('content-security-policy', "default-src 'none'; sandbox")
    .send(image.data);
}

/** GET /api/uniapp/config-images/{name}: banners and the logo, shown to logged-out visitors too. */
export function configImagePublicRoutes(app: App, images: ConfigImages): void {
  app.get(
    `${CONFIG_IMAGE_PATH}/:name`,
    { schema: { tags: ['app'], params: configImageParams } },
    async (request, reply) => sendPublicImage(reply, await images.read(request.params.name)),
  );
}

/** POST /api/admin/config/images (multipart: purpose, file): stores a banner or logo image, answers its URL. */
export function configImageAdminRoutes(app: App, images: ConfigImages, perMinute: number): void {
  app.post(
    '/config/images',
    {
      config: { ...requires('config.write'), ...routeRateLimit(perMinute) },
      bodyLimit: CONFIG_IMAGE_MAX_BYTES + 64 * 1024,
      schema: {
        tags: ['admin'],
        consumes: ['multipart/form-data'],
        response: envelopeResponses(configImageUpload),
      },
    },
    async (request) => {
      const form = await readFileForm(request, 'purpose', CONFIG_IMAGE_MAX_BYTES);
      const purpose = configImagePurpose.safeParse(form.field);
      if (!purpose.success)
        throw new AppError('VALIDATION_FAILED', undefined, { purpose: ['validation.invalid'] });
      if (!form.bytes || form.bytes.length === 0)
        throw new AppError('FILE_REQUIRED', undefined, { file: ['validation.required'] });
      return ok(await images.upload(auditActorOf(request), purpose.data, form.bytes));
    },
  );
}
