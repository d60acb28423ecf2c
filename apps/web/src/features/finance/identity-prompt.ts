import { Dialog } from 'antd-mobile';
import { navigateTo } from '@/shared/navigation/navigation.ts';
import { PATHS } from '@/shared/navigation/paths.ts';

/**
 * KYC_REQUIRED: the server's message (it names the daily limit) and a way straight to verification.
 * Verify opens the real-name page; the form keeps what was typed for after.
 */
export async function promptVerifyIdentity(t: (key: string) => string, message: string): Promise<void> {
  const go = await Dialog.confirm({
    title: t('withdrawalGuard.verifyTitle'),
    content: message,
    confirmText: t('withdrawalGuard.verifyNow'),
    cancelText: t('common.cancel'),
  });
  if (go) navigateTo(PATHS.realnameAuth);
}
