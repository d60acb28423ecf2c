/** The public face of the support module: other modules and the app wiring import only this file. */
export type { OperatorImageClaim, SupportAdminService } from './admin-service.ts';
export { createSupportAdminService } from './admin-service.ts';
export { supportPlugin } from './plugin.ts';
export type { SupportService } from './service.ts';
export { createSupportService } from './service.ts';
export type { ImageClaim } from './store-user-message.ts';
export { SUPPORT_INBOX_CHANNEL, supportInboxChannel } from './support-channel.ts';
export { type InboxChange, SUPPORT_INBOX_TOPIC } from './support-events.ts';
