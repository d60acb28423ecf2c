import {
  sendSupportMessageRequest,
  supportConfigResponse,
  supportMessage,
  supportMessagesQuery,
  supportMessagesResponse,
  supportReadRequest,
  supportUnreadResponse,
} from '@halcyon/api';
import type { App } from '../../platform/app-types.ts';
import { authOf } from '../../platform/auth-hook.ts';
import type { Db } from '../../platform/db.ts';
import { envelopeResponses, ok } from '../../platform/envelope.ts';
import { localeOf, type Translator } from '../../platform/i18n.ts';
import { quickQuestions } from './quick-questions.ts';
import type { SupportService } from './service.ts';

const tags = ['support'];
const security = [{ bearer: [] }];

/** The person's chat with customer service (registered inside the authenticated group). */
export function supportRoutes(
  app: App,
  support: SupportService,
  config: { db: Db; translator: Translator },
): void {
  app.get(
    '/support/messages',
    {
      schema: {
        tags,
        security,
        querystring: supportMessagesQuery,
        response: envelopeResponses(supportMessagesResponse),
      },
    },
    async (request) => ok(await support.page(authOf(request).userId, request.query)),
  );

  app.post(
    '/support/messages',
    {
      schema: {
        tags,
        security,
        body: sendSupportMessageRequest,
        response: envelopeResponses(supportMessage),
      },
    },
    async (request) => ok(await support.send(authOf(request).userId, request.body)),
  );

  app.post(
    '/support/read',
    {
      schema: {
        tags,
        security,
        body: supportReadRequest,
        response: envelopeResponses(supportUnreadResponse),
      },
    },
    async (request) => ok(await support.markRead(authOf(request).userId, request.body.upTo)),
  );

  app.get(
    '/support/unread',
    { schema: { tags, security, response: envelopeResponses(supportUnreadResponse) } },
    async (request) => ok(await support.unread(authOf(request).userId)),
  );

  app.get(
    '/support/config',
    { schema: { tags, security, response: envelopeResponses(supportConfigResponse) } },
    async (request) =>
      ok({
        quickQuestions: await quickQuestions(
          config.db,
          config.translator,
          localeOf(request.headers['accept-language']),
        ),
      }),
  );
}
