import { isApiError } from '../api/api-error.ts';
import { translate } from '../i18n/i18n.ts';

/** Why a money call got no answer, for a message that says it may have happened: the error's own words. */
export function uncertainReason(error: unknown): string {
  return isApiError(error) ? error.message : translate('http.unknown');
}
