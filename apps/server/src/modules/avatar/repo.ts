import type { Db } from '../../platform/db.ts';

/** users.avatar holds the URL of the person's current avatar (the user object's `avatar`). */
export async function setUserAvatar(db: Db, userId: string, url: string, at: Date): Promise<void> {
  await db.updateTable('users').set({ avatar: url, updated_at: at }).where('id', '=', userId).execute();
}
