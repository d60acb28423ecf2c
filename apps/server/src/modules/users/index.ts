/** The public face of the users module: other modules and the app wiring import only this file. */

export { usersAdminPlugin } from './admin-plugin.ts';
export { countPendingIdentityReviews, countUsers } from './admin-repo.ts';
export type { UserDetailSources, UsersAdmin } from './admin-service.ts';
export { createUsersAdmin } from './admin-service.ts';
export type { NewUser } from './create-user.ts';
export { createUser, setPassword, setWithdrawalPassword } from './create-user.ts';
export { usersPlugin } from './plugin.ts';
export {
  findUserByEmail,
  findUserById,
  findUserByLogin,
  findUserIdByInvitationCode,
  idsOfUsersMatching,
  insertUser,
  lockUserStatus,
  type UserRow,
  updateRealNameStatus,
} from './repo.ts';
export { userRoutes } from './routes.ts';
export type { UsersService } from './service.ts';
export { createUsersService } from './service.ts';
export { localeOfUser, toFinanceOrderUser, toUser, withEmailMasked } from './user-mapper.ts';
