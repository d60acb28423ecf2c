import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

export const DOCS_PREFIX = '/api/docs';

/** The OpenAPI document is generated from the packages/api schemas each route declares. */
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Halcyon API',
        description:
          'End-user API under /api/uniapp; operator console API under /api/admin (tag admin). Every answer is an envelope: {success, data} or {success, code, message, errors?}.',
        version: '1.0.0',
      },
      components: {
        securitySchemes: {
          bearer: { type: 'http', scheme: 'bearer' },
          // Operators: the session cookie set by POST /api/admin/auth/login, plus X-CSRF-Token on writes.
          operatorSession: { type: 'apiKey', in: 'cookie', name: 'halcyon_admin' },
        },
      },
      tags: [
        {
          name: 'admin',
          description:
            'Operator console (/api/admin): cookie session (halcyon_admin, httpOnly, SameSite=Strict) and the X-CSRF-Token header on every state-changing request; each route states the operator permission it requires.',
        },
      ],
    },
    transform: jsonSchemaTransform,
  });
  // The UI gets the CSP its bundle needs on its own routes only; everything else keeps the strict one.
  await app.register(swaggerUi, {
    routePrefix: DOCS_PREFIX,
    staticCSP: true,
    // As for the app: no upgrade-insecure-requests, the docs must load over plain http on a LAN too.
    transformStaticCSP: (header) => header.replace(/\s*upgrade-insecure-requests;?/, ''),
  });
}
