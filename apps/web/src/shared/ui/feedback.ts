import { TIMING } from '@halcyon/api';
import { Dialog, Toast } from 'antd-mobile';
import { translate } from '../i18n/i18n.ts';

export type ToastIcon = 'success' | 'fail' | 'loading';

/** A plain toast; 4 s by default (spec section 9). */
export function showToast(content: string, options: { icon?: ToastIcon; durationMs?: number } = {}): void {
  Toast.show({
    content,
    icon: options.icon,
    duration: options.durationMs ?? TIMING.toastDefaultMs,
    maskClickable: true,
  });
}

/** An error toast lasts 3 s (spec section 9). */
export function showErrorToast(content: string): void {
  showToast(content, { icon: 'fail', durationMs: TIMING.toastErrorMs });
}

export function showSuccessToast(content: string): void {
  showToast(content, { icon: 'success', durationMs: TIMING.toastErrorMs });
}

/** A modal with one OK button; lines are kept (422 messages are joined by new lines). */
export function showAlert(content: string, title?: string): Promise<void> {
  return Dialog.alert({
    title,
    content,
    confirmText: translate('common.ok'),
    bodyClassName: 'hc-dialog-multiline',
  });
}

/** Cancel / OK, OK in the spec's modal confirm colour (styled in CSS). */
export function showConfirm(content: string, title?: string): Promise<boolean> {
  return Dialog.confirm({
    title,
    content,
    confirmText: translate('common.ok'),
    cancelText: translate('common.cancel'),
    bodyClassName: 'hc-dialog-multiline',
  });
}
