import { ApiError, type FieldErrors } from './api-error.ts';
import { HTTP_MESSAGE_KEYS, statusMessageKey } from './http-messages.ts';

export type Translate = (key: string) => string;

export interface RawResponse {
  status: number;
  ok: boolean;
  body: unknown;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function nonEmptyString(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

function fieldErrors(value: unknown): FieldErrors | undefined {
  if (!isRecord(value)) return undefined;
  const result: FieldErrors = {};
  for (const [field, messages] of Object.entries(value)) {
    const list = Array.isArray(messages) ? messages : [messages];
    const texts = list.filter((message): message is string => typeof message === 'string');
    // Servers report "body.password"; forms know the field as "password".
    if (texts.length > 0) result[field.replace(/^(body|query|params)\./, '')] = texts;
  }
  return Object.keys(result).length > 0 ? result : undefined;
}

/** A plain-text body is shown as is, but not an HTML error page from a proxy. */
function plainTextBody(body: unknown): string | undefined {
  const text = nonEmptyString(body);
  if (!text || text.trimStart().startsWith('<') || text.length > 300) return undefined;
  return text;
}

/** Reads the body as JSON when it is JSON, as text otherwise; null when empty. */
export function parseBody(text: string): unknown {
  if (text === '') return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** Success only when the envelope says so (spec section 7): returns data, or the ApiError to throw. */
export function interpretResponse<T>(response: RawResponse, translate: Translate): { data: T } | ApiError {
  const { status, ok, body } = response;
  const envelope = isRecord(body) ? body : undefined;
  if (ok && envelope?.success === true) return { data: envelope.data as T };
  if (ok) {
    return new ApiError({
      kind: 'business',
      status,
      code: nonEmptyString(envelope?.code) ?? status,
      message: nonEmptyString(envelope?.message) ?? translate(HTTP_MESSAGE_KEYS.requestFailed),
      data: envelope?.data,
      errors: fieldErrors(envelope?.errors),
    });
  }
  return new ApiError({
    kind: 'http',
    status,
    code: nonEmptyString(envelope?.code) ?? status,
    message:
      nonEmptyString(envelope?.message) ??
      nonEmptyString(envelope?.error) ??
      plainTextBody(body) ??
      translate(statusMessageKey(status)),
    data: envelope?.data,
    errors: fieldErrors(envelope?.errors),
  });
}
