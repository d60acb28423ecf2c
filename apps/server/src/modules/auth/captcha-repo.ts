import type { Db } from '../../platform/db.ts';

export async function insertCaptcha(
  db: Db,
  captcha: { id: string; answerHash: string; expiresAt: Date; createdAt: Date },
): Promise<void> {
  await db
    .insertInto('captchas')
    .values({
      id: captcha.id,
      answer_hash: captcha.answerHash,
      expires_at: captcha.expiresAt,
      created_at: captcha.createdAt,
    })
    .execute();
}

/** Single use: reading a captcha deletes it, so each image allows exactly one guess. */
export async function takeCaptcha(
  db: Db,
  id: string,
): Promise<{ answerHash: string; expiresAt: Date } | undefined> {
  const row = await db
    .deleteFrom('captchas')
    .where('id', '=', id)
    .returning(['answer_hash', 'expires_at'])
    .executeTakeFirst();
  return row && { answerHash: row.answer_hash, expiresAt: row.expires_at };
}

export async function deleteExpiredCaptchas(db: Db, now: Date): Promise<void> {
  await db.deleteFrom('captchas').where('expires_at', '<', now).execute();
}
