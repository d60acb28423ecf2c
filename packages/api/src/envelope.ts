import { z } from 'zod';
import { ERROR_CODES } from './error-codes.ts';

/** Success envelope: `{ success: true, data, message? }` (ARCHITECTURE.md section 3). */
export function successEnvelope<T extends z.ZodType>(data: T) {
  return z.object({ success: z.literal(true), data, message: z.string().optional() });
}

/** Failure envelope: `errors` maps a field path ("email", "body.password") to its messages, on 422 only. */
export const failureEnvelope = z.object({
  success: z.literal(false),
  code: z.enum(ERROR_CODES as [string, ...string[]]),
  message: z.string(),
  errors: z.record(z.string(), z.array(z.string())).optional(),
});
export type FailureEnvelope = z.infer<typeof failureEnvelope>;

export type SuccessEnvelope<T> = { success: true; data: T; message?: string };
export type Envelope<T> = SuccessEnvelope<T> | FailureEnvelope;

/** Paged lists: `page`, `limit` in; `{ items, pagination }` out. */
export const paginationQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});
export const pagination = z.object({
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
  totalPages: z.number().int(),
});
export type Pagination = z.infer<typeof pagination>;
