import {
  roleAllows,
  supportAdminMessagesResponse,
  supportAdminReadRequest,
  supportAssignRequest,
  supportCannedRepliesResponse,
  supportConversation,
  supportConversationDetail,
  supportConversationParams,
  supportConversationsQuery,
  supportConversationsResponse,
  supportMessage,
  supportMessagesQuery,
  supportReplyRequest,
} from '@halcyon/api';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { App } from '../../platform/app-types.ts';
import type { Clock } from '../../platform/clock.ts';
import type { Db } from '../../platform/db.ts';
import { envelopeResponses, ok } from '../../platform/envelope.ts';
import { appendAudit, appendViewAudit } from '../audit-log/index.ts';
import { auditActorOf, operatorOf, requires } from '../operators/index.ts';
import type { SupportAdminService } from './admin-service.ts';
import { cannedReplies } from './canned-replies.ts';

const tags = ['admin'];

/** The support inbox under /api/admin (role support; owners too). Every change is audited. */
export function supportAdminRoutes(
  app: App,
  support: SupportAdminService,
  { db, clock }: { db: Db; clock: Clock },
) {
  const at = () => new Date(clock.now());
  conversationReadRoutes(app, support, db, at);
  messagingRoutes(app, support, at);
  assignmentRoutes(app, support, at);
}

/**
 * Listing and reading conversations, their messages and the canned replies. A role with support.read alone
 * (the viewer) sees the inbox's list without what people wrote (no preview); the conversation itself, with
 * the person beside it, is support.messages', and each operator's reading of one is audited.
 */
function conversationReadRoutes(app: App, support: SupportAdminService, db: Db, at: () => Date) {
  // The conversation and its messages are one thing seen: the console opens both together, one row.
  const viewAudit = (request: FastifyRequest, conversationId: string) => (trx: Db, userId: string) =>
    appendViewAudit(trx, {
      actor: auditActorOf(request),
      at: at(),
      // Who read what a person wrote to support; the row names the conversation, not its words.
      action: 'support.view',
      targetType: 'user',
      targetId: userId,
      after: { conversationId },
    });

  app.get(
    '/support/conversations',
    {
      config: requires('support.read'),
      schema: {
        tags,
        querystring: supportConversationsQuery,
        response: envelopeResponses(supportConversationsResponse),
      },
    },
    async (request) => {
      const operator = operatorOf(request);
      const items = await support.conversations(operator.id, request.query.filter, request.query.status);
      const messages = roleAllows(operator.role, 'support.messages');
      return ok({ items: messages ? items : items.map((item) => ({ ...item, preview: null })) });
    },
  );

  app.get(
    '/support/conversations/:id',
    {
      config: requires('support.messages'),
      schema: {
        tags,
        params: supportConversationParams,
        response: envelopeResponses(supportConversationDetail),
      },
    },
    async (request) => ok(await support.detail(request.params.id, viewAudit(request, request.params.id))),
  );

  app.get(
    '/support/conversations/:id/messages',
    {
      config: requires('support.messages'),
      schema: {
        tags,
        params: supportConversationParams,
        querystring: supportMessagesQuery,
        response: envelopeResponses(supportAdminMessagesResponse),
      },
    },
    async (request) =>
      ok(await support.messages(request.params.id, request.query, viewAudit(request, request.params.id))),
  );

  app.get(
    '/support/canned-replies',
    {
      config: requires('support.read'),
      schema: { tags, response: envelopeResponses(supportCannedRepliesResponse) },
    },
    async () => ok({ items: await cannedReplies(db) }),
  );
}

/** Marking read and replying. */
function messagingRoutes(app: App, support: SupportAdminService, at: () => Date) {
  app.post(
    '/support/conversations/:id/read',
    {
      // Read ticks tell the person someone who can answer has seen it; a read-only role leaves them.
      config: requires('support.reply'),
      schema: {
        tags,
        params: supportConversationParams,
        body: supportAdminReadRequest,
        response: envelopeResponses(z.null()),
      },
    },
    async (request) => {
      await support.markRead(request.params.id, request.body.upTo, (trx, marked) =>
        appendAudit(trx, {
          actor: auditActorOf(request),
          at: at(),
          action: 'support.read',
          targetType: 'support_conversation',
          targetId: request.params.id,
          after: { upTo: request.body.upTo, marked },
        }).then(() => undefined),
      );
      return ok(null);
    },
  );

  app.post(
    '/support/conversations/:id/messages',
    {
      config: requires('support.reply'),
      schema: {
        tags,
        params: supportConversationParams,
        body: supportReplyRequest,
        response: envelopeResponses(supportMessage),
      },
    },
    async (request) => {
      const operator = operatorOf(request);
      const message = await support.reply(
        request.params.id,
        { id: operator.id, name: operator.name, email: operator.email },
        request.body,
        (trx, row, claimed) =>
          appendAudit(trx, {
            actor: auditActorOf(request),
            at: at(),
            action: 'support.reply',
            targetType: 'support_conversation',
            targetId: request.params.id,
            after: {
              messageId: row.id,
              length: row.text?.length ?? 0,
              ...(row.file_id ? { fileId: row.file_id } : {}),
              ...(claimed ? { assigneeId: operator.id } : {}),
            },
            ...(claimed ? { before: { assigneeId: null } } : {}),
          }).then(() => undefined),
      );
      return ok(message);
    },
  );
}

/** Claiming, assigning, closing and reopening. */
function assignmentRoutes(app: App, support: SupportAdminService, at: () => Date) {
  app.post(
    '/support/conversations/:id/claim',
    {
      config: requires('support.reply'),
      schema: {
        tags,
        params: supportConversationParams,
        body: supportAssignRequest,
        response: envelopeResponses(supportConversation),
      },
    },
    async (request) => {
      const assignee = request.body.operatorId ?? operatorOf(request).id;
      return ok(
        await support.assign(request.params.id, assignee, (trx, before) =>
          appendAudit(trx, {
            actor: auditActorOf(request),
            at: at(),
            action: request.body.operatorId ? 'support.assign' : 'support.claim',
            targetType: 'support_conversation',
            targetId: request.params.id,
            before: { assigneeId: before },
            after: { assigneeId: assignee },
          }).then(() => undefined),
        ),
      );
    },
  );

  for (const [path, open] of [
    ['close', false],
    ['reopen', true],
  ] as const) {
    app.post(
      `/support/conversations/:id/${path}`,
      {
        config: requires('support.reply'),
        schema: { tags, params: supportConversationParams, response: envelopeResponses(supportConversation) },
      },
      async (request) =>
        ok(
          await support.setOpen(request.params.id, open, (trx) =>
            appendAudit(trx, {
              actor: auditActorOf(request),
              at: at(),
              action: `support.${path}`,
              targetType: 'support_conversation',
              targetId: request.params.id,
              before: { status: open ? 'closed' : 'open' },
              after: { status: open ? 'open' : 'closed' },
            }).then(() => undefined),
          ),
        ),
    );
  }
}
