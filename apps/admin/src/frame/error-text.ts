import { i18n } from '@/i18n/i18n.ts';
import { AdminApiError } from './http.ts';

/** What to tell the operator about a failed call: the server's translated message when it sent one. */
export function errorText(error: unknown): string {
  if (error instanceof AdminApiError) {
    if (error.status === 0) return i18n.t('errors.network');
    // A 422 names what was wrong with each field: say that, not only "input invalid".
    const details = Object.values(error.fieldErrors).flat();
    if (error.message && details.length > 0) return `${error.message}: ${details.join('; ')}`;
    if (error.message) return error.message;
    if (error.status === 403) return i18n.t('errors.forbidden');
    return i18n.t('errors.server', { status: error.status });
  }
  return i18n.t('errors.unexpected');
}
