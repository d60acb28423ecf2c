/** The public face of the avatar module: the app wiring imports only this file. */
export { avatarPlugin } from './plugin.ts';
export type { AvatarService } from './service.ts';
export { createAvatarService } from './service.ts';
