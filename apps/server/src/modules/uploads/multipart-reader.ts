import { type UploadType, uploadType } from '@halcyon/api';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../platform/errors.ts';
import { uploadTooLarge } from '../../platform/image-checks.ts';
import { MAX_UPLOAD_BYTES, UPLOAD_KINDS } from './upload-rules.ts';

/** Fields a multipart upload may carry: `type` and one `file`; the file's name and declared type are ignored. */
export type UploadForm = { type: UploadType; bytes: Buffer };

function frameworkCode(error: unknown): string | undefined {
  return typeof error === 'object' && error !== null ? String((error as { code?: unknown }).code) : undefined;
}

/**
 * Reads a form of one short text field and one part named `file`, with hard limits (at most `maxBytes`,
 * two short fields). Limit breaches answer UPLOAD_TOO_LARGE, naming `limitOf(field)` (the field as read
 * before the file, if it was), anything that is not a well-formed form BAD_REQUEST; whether the parts are
 * there is the caller's to check.
 */
export async function readFileForm(
  request: FastifyRequest,
  fieldName: string,
  maxBytes: number,
  limitOf: (field: string | undefined) => number = () => maxBytes,
): Promise<{ field?: string; bytes?: Buffer }> {
  let field: string | undefined;
  let bytes: Buffer | undefined;
  try {
    const parts = request.parts({
      limits: { fileSize: maxBytes, files: 1, fields: 4, fieldSize: 256, parts: 6 },
    });
    for await (const part of parts) {
      if (part.type === 'file') {
        if (part.fieldname !== 'file') {
          part.file.resume();
          continue;
        }
        bytes = await part.toBuffer();
      } else if (part.fieldname === fieldName && typeof part.value === 'string') {
        field = part.value;
      }
    }
  } catch (error) {
    if (frameworkCode(error) === 'FST_REQ_FILE_TOO_LARGE') throw uploadTooLarge(limitOf(field));
    // Everything else thrown while reading is the body's fault: the multipart parser's own errors
    // ("Unexpected end of multipart data", "Boundary not found") carry no code, and were answered 500.
    throw new AppError('BAD_REQUEST');
  }
  return { field, bytes };
}

/**
 * The member upload form (`type`, `file`); the size for the chosen type is checked by the service. A route
 * made for one type passes it as `fixedType`, and the form's `type` field is then ignored.
 */
export async function readUploadForm(request: FastifyRequest, fixedType?: UploadType): Promise<UploadForm> {
  // The stream stops at the largest type's limit; a file past it is told its own type's limit (a 5 MB
  // proof is not "maximum 10 MB"). Only a type sent after the file is not known by then.
  const typeOf = (sent: string | undefined) => uploadType.safeParse(fixedType ?? sent);
  const limitOf = (sent: string | undefined) => {
    const parsed = typeOf(sent);
    return parsed.success ? UPLOAD_KINDS[parsed.data].maxBytes : MAX_UPLOAD_BYTES;
  };
  const { field: type, bytes } = await readFileForm(request, 'type', MAX_UPLOAD_BYTES, limitOf);
  const parsedType = typeOf(type);
  if (!parsedType.success)
    throw new AppError('VALIDATION_FAILED', undefined, { type: ['validation.invalid'] });
  if (!bytes || bytes.length === 0)
    throw new AppError('FILE_REQUIRED', undefined, { file: ['validation.required'] });
  return { type: parsedType.data, bytes };
}
