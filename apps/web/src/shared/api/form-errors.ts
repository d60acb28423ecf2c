import type { FieldPath, FieldValues, UseFormSetError } from 'react-hook-form';
import { SERVER_ERROR_TYPE } from '../ui/form-field.tsx';
import { isApiError } from './api-error.ts';
import { presentError } from './present-error.ts';

export interface ServerErrorOptions<T extends FieldValues> {
  /** The form's fields: 422 messages for them show under the field. */
  fields: readonly FieldPath<T>[];
  /** Business error codes that belong to one field (EMAIL_CODE_INVALID -> emailCode). */
  codeFields?: Partial<Record<string, FieldPath<T>>>;
}

/**
 * Shows a failed submit in the form where it can (server 422 field errors, field-specific codes) and
 * falls back to the standard presentation (modal or toast) for everything else.
 */
export function showServerErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  { fields, codeFields = {} }: ServerErrorOptions<T>,
): void {
  if (!isApiError(error) || error.sessionEnded) {
    presentError(error);
    return;
  }
  const codeField = typeof error.code === 'string' ? codeFields[error.code] : undefined;
  if (codeField) {
    setError(codeField, { type: SERVER_ERROR_TYPE, message: error.message }, { shouldFocus: true });
    return;
  }
  if (error.status === 422 && error.errors) {
    const entries = Object.entries(error.errors);
    const known = entries.filter(([field]) => (fields as readonly string[]).includes(field));
    for (const [field, messages] of known) {
      setError(field as FieldPath<T>, { type: SERVER_ERROR_TYPE, message: messages.join('\n') });
    }
    if (known.length === entries.length) return;
  }
  presentError(error);
}
