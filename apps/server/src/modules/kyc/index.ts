/** The public face of the kyc module: other modules and the app wiring import only this file. */
export { kycPlugin } from './plugin.ts';
export type { KycService, PhotoClaim } from './service.ts';
export { createKycService } from './service.ts';
