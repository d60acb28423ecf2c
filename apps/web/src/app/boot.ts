import { TIMING } from '@halcyon/api';
import { detectInitialLocale, initI18n, startLocaleSync, translate } from '@/shared/i18n/i18n.ts';
import { restoreSession } from '@/shared/session/restore-session.ts';
import { installSession } from '@/shared/session/session-service.ts';
import { applyTheme, useThemeStore } from '@/shared/theme/theme-store.ts';
import { enableAntdMobileOnReact19 } from '@/shared/ui/antd-react19.ts';
import { antdMobileReady } from '@/shared/ui/antd-setup.ts';
import { preloadFeedback, showErrorToast } from '@/shared/ui/feedback.ts';
import { preloadEntryPage } from './preload-entry-page.ts';
import { type AppHistory, connectNavigation, createAppHistory } from './router.tsx';

/** Everything that must be in place before the first render, in order. */
export async function boot(): Promise<AppHistory> {
  // Before anything can raise a toast: antd-mobile's Toast renders through this hook on React 19.
  enableAntdMobileOnReact19();
  applyTheme(useThemeStore.getState().theme);
  const locale = detectInitialLocale();
  // Fetched beside the translations, not after them; pages and toasts wait for it themselves.
  antdMobileReady(locale).catch((error: unknown) => console.warn('[boot] antd-mobile not configured', error));
  const translations = initI18n(locale);
  preloadEntryPage();
  await translations;
  startLocaleSync(TIMING.localePollMs);
  installSession();
  // Spec section 8: a lost connection is announced (3 s) before any call fails on it.
  window.addEventListener('offline', () => showErrorToast(translate('http.networkLost')));
  // Toasts and dialogs are not part of the first paint, but fetched at once beside it, so a guard's or an
  // offline toast does not wait for them; in a task of its own (it adds some twenty preload links).
  setTimeout(() => void preloadFeedback(), 0);
  restoreSession();
  const history = createAppHistory();
  connectNavigation(history);
  // The root's creation (its event listeners) and the first render slices start in a new task too: on a
  // slow phone this one (translations, session, history) is already long enough.
  await nextTask();
  return history;
}

/** Resolves in a later task, so what follows is not added to the current one. */
function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}
