/** The public face of the users module: other modules and the app wiring import only this file. */

export { usersPlugin } from './plugin.ts';
export {
  findUserByEmail,
  findUserById,
  findUserByLogin,
  findUserIdByInvitationCode,
  insertUser,
  isInvitationCodeTaken,
  isUidTaken,
  updatePasswordHash,
} from './repo.ts';
export { userRoutes } from './routes.ts';
export type { UsersService } from './service.ts';
export { createUsersService } from './service.ts';
export { toUser } from './user-mapper.ts';
