/** The public face of the uploads module: other modules and the app wiring import only this file. */
export { createUploads } from './create-uploads.ts';
export { uploadsPlugin } from './plugin.ts';
export type { UploadsService } from './service.ts';
export { operatorFileUrl, ownerFileUrl } from './upload-record.ts';
