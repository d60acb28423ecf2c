import { translate } from '@/shared/i18n/i18n.ts';
import { showErrorToast, showSuccessToast } from '@/shared/ui/feedback.ts';

/** Copies a key, code or link; where the clipboard is refused the person is told to copy by hand. */
export async function copyText(text: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(text);
    showSuccessToast(translate('twoFactor.copied'));
  } catch {
    showErrorToast(translate('twoFactor.copyFailed'));
  }
}
