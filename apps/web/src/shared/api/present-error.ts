import { translate } from '../i18n/i18n.ts';
import { showAlert, showErrorToast, showToast } from '../ui/feedback.ts';
import { ApiError } from './api-error.ts';
import { HTTP_MESSAGE_KEYS } from './http-messages.ts';

/**
 * Shows a failed call the way spec section 8 says: 422 field messages and 5xx in a modal, network
 * trouble as a warning, everything else as a 4 s toast. Kept apart from the transport on purpose.
 */
export function presentError(error: unknown): void {
  if (!(error instanceof ApiError)) {
    showErrorToast(translate(HTTP_MESSAGE_KEYS.unknown));
    return;
  }
  // The 401 handling already told the user; a caller's own abort is not news to them.
  if (error.sessionEnded || error.kind === 'abort') return;
  if (error.kind === 'network' || error.kind === 'upload-network') {
    showErrorToast(translate(HTTP_MESSAGE_KEYS.networkWarning));
    return;
  }
  if (error.kind === 'timeout') {
    showErrorToast(error.message);
    return;
  }
  const lines = error.fieldMessages();
  if (error.status === 422 && lines.length > 0) {
    void showAlert(lines.join('\n'));
    return;
  }
  if (error.status >= 500) {
    void showAlert(error.message);
    return;
  }
  showToast(error.message);
}
