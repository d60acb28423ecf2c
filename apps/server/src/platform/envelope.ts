import { failureEnvelope, successEnvelope } from '@halcyon/api';
import type { z } from 'zod';

/** The success envelope of ARCHITECTURE.md section 3. */
export function ok<T>(data: T): { success: true; data: T } {
  return { success: true, data };
}

/**
 * A route's response schemas: the data inside the success envelope, and the failure envelope for
 * every error status, so that the OpenAPI document shows both and both are serialised by schema.
 */
export function envelopeResponses<T extends z.ZodType>(data: T) {
  return { 200: successEnvelope(data), '4xx': failureEnvelope, '5xx': failureEnvelope } as const;
}
