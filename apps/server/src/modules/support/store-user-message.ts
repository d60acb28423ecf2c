import { type SendSupportMessageRequest, SUPPORT } from '@halcyon/api';
import type { AppContext } from '../../platform/app-types.ts';
import { dateOf } from '../../platform/clock.ts';
import type { Db } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import { newId } from '../../platform/ids.ts';
import type { MessageBox, MessageRow } from './message-box.ts';
import {
  countMessagesSince,
  findMessageByClientId,
  insertMessage,
  lockConversationOfUser,
  touchConversation,
} from './repo.ts';

/** Claims an upload of type support_image for a message (the uploads module's `claim`). */
export type ImageClaim = (
  trx: Db,
  claim: { fileId: string; userId: string; type: 'support_image'; usedBy: string },
) => Promise<boolean>;

/** The stored message (this send's, or the one an earlier send with its client id stored), and whether it is new. */
export type SendOutcome = { message: MessageRow; created: boolean; conversationId: string };

/**
 * Stores a person's message once per client id, under the conversation row's lock: a retry gets the stored
 * message back, and the rate limit counts parallel sends. An attached image is claimed in the same
 * transaction.
 */
export async function storeUserMessage(
  { db, clock }: Pick<AppContext, 'db' | 'clock'>,
  deps: { box: MessageBox; claimImage: ImageClaim },
  userId: string,
  body: SendSupportMessageRequest,
): Promise<SendOutcome> {
  const { box } = deps;
  return db.transaction().execute(async (trx) => {
    const now = dateOf(clock);
    const conversation = await lockConversationOfUser(trx, userId, newId(), now);
    const existing = await findMessageByClientId(trx, conversation.id, 'user', body.clientId);
    if (existing) {
      return { message: box.open(userId, existing), created: false, conversationId: conversation.id };
    }
    const windowStart = dateOf(clock, -SUPPORT.rateLimitWindowMs);
    if ((await countMessagesSince(trx, conversation.id, 'user', windowStart)) >= SUPPORT.rateLimitCount) {
      throw new AppError('SUPPORT_TOO_MANY_MESSAGES');
    }
    const id = newId();
    if (body.fileId !== undefined) {
      const claimed = await deps.claimImage(trx, {
        fileId: body.fileId,
        userId,
        type: 'support_image',
        usedBy: `support:${id}`,
      });
      if (!claimed) throw new AppError('NOT_FOUND');
    }
    const stored = await insertMessage(trx, {
      id,
      conversationId: conversation.id,
      sender: 'user',
      operatorId: null,
      operatorName: null,
      clientId: body.clientId,
      sealedText: body.text === undefined ? null : box.seal(userId, id, body.text),
      fileId: body.fileId ?? null,
      createdAt: now,
    });
    await touchConversation(trx, conversation.id, 'user', now);
    return { message: box.open(userId, stored), created: true, conversationId: conversation.id };
  });
}
