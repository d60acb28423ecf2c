import type { ReferralSummary, UpdateProfileRequest, User, UserLocale } from '@halcyon/api';
import type { AppContext } from '../../platform/app-types.ts';
import { dateOf } from '../../platform/clock.ts';
import { AppError } from '../../platform/errors.ts';
import { countInvitedUsers, findUserById, updateUserLocale, updateUserProfile } from './repo.ts';
import { toUser } from './user-mapper.ts';

export type UsersService = ReturnType<typeof createUsersService>;

export function createUsersService({ db, clock }: Pick<AppContext, 'db' | 'clock'>) {
  return {
    async profile(userId: string): Promise<User> {
      const row = await findUserById(db, userId);
      // The session outlived its user (deleted by an operator later): treat as logged out.
      if (!row) throw new AppError('UNAUTHORIZED');
      return toUser(row);
    },

    async updateProfile(userId: string, changes: UpdateProfileRequest): Promise<User> {
      if (changes.nickname === undefined) return this.profile(userId);
      const row = await updateUserProfile(db, userId, { nickname: changes.nickname }, dateOf(clock));
      if (!row) throw new AppError('UNAUTHORIZED');
      return toUser(row);
    },

    /** The app's language changed: later mail to the person is written in it. */
    async setLocale(userId: string, locale: UserLocale): Promise<{ locale: UserLocale }> {
      if (!(await updateUserLocale(db, userId, locale, dateOf(clock)))) throw new AppError('UNAUTHORIZED');
      return { locale };
    },

    async referrals(userId: string): Promise<ReferralSummary> {
      const row = await findUserById(db, userId);
      if (!row) throw new AppError('UNAUTHORIZED');
      return { invitationCode: row.invitation_code, invitedCount: await countInvitedUsers(db, userId) };
    },
  };
}
