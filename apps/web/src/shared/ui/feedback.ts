import { TIMING } from '@halcyon/api';
import { translate } from '../i18n/i18n.ts';
import { antdMobileReady } from './antd-setup.ts';

type AntdFeedback = typeof import('./antd-feedback.ts');
let antdFeedback: Promise<AntdFeedback> | null = null;
let loadedFeedback: AntdFeedback | null = null;

/** Toast and Dialog are not part of the first paint; they load on first use (or preloadFeedback). */
function antd(): Promise<AntdFeedback> {
  antdFeedback ??= Promise.all([import('./antd-feedback.ts'), antdMobileReady()]).then(
    ([module]) => {
      loadedFeedback = module;
      return module;
    },
    (error: unknown) => {
      antdFeedback = null;
      throw error;
    },
  );
  return antdFeedback;
}

/** Runs at once when Toast and Dialog are loaded (as before they were split off), else once they are. */
function withAntd<T>(use: (feedback: AntdFeedback) => T | Promise<T>): Promise<T> {
  return loadedFeedback ? Promise.resolve(use(loadedFeedback)) : antd().then(use);
}

/** Fetches Toast and Dialog ahead of need (after the first paint), so a toast shows even offline. */
export function preloadFeedback(): Promise<void> {
  return antd().then(
    () => undefined,
    () => undefined,
  );
}

export type ToastIcon = 'success' | 'fail' | 'loading';

/** A plain toast; 4 s by default (spec section 9). */
export function showToast(content: string, options: { icon?: ToastIcon; durationMs?: number } = {}): void {
  void withAntd(({ Toast }) =>
    Toast.show({
      content,
      icon: options.icon,
      duration: options.durationMs ?? TIMING.toastDefaultMs,
      maskClickable: true,
    }),
  );
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
  return withAntd(({ Dialog }) =>
    Dialog.alert({
      title,
      content,
      confirmText: translate('common.ok'),
      bodyClassName: 'hc-dialog-multiline',
    }),
  );
}

/** Cancel / OK, OK in the spec's modal confirm colour (styled in CSS). */
export function showConfirm(content: string, title?: string): Promise<boolean> {
  return withAntd(({ Dialog }) =>
    Dialog.confirm({
      title,
      content,
      confirmText: translate('common.ok'),
      cancelText: translate('common.cancel'),
      bodyClassName: 'hc-dialog-multiline',
    }),
  );
}
