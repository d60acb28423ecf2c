import { TIMING } from '@halcyon/api';
import { currentLocale, initI18n, onLocaleChange, startLocaleSync, translate } from '@/shared/i18n/i18n.ts';
import { restoreSession } from '@/shared/session/restore-session.ts';
import { installSession } from '@/shared/session/session-service.ts';
import { applyTheme, useThemeStore } from '@/shared/theme/theme-store.ts';
import { enableAntdMobileOnReact19 } from '@/shared/ui/antd-react19.ts';
import { preloadFeedback, showErrorToast } from '@/shared/ui/feedback.ts';
import { applyAntdLocale } from './antd-locale.ts';
import { type AppRouter, connectNavigation, createAppRouter } from './router.tsx';

/** Everything that must be in place before the first render, in order. */
export async function boot(): Promise<AppRouter> {
  enableAntdMobileOnReact19();
  applyTheme(useThemeStore.getState().theme);
  await initI18n();
  await applyAntdLocale(currentLocale());
  onLocaleChange((locale) => void applyAntdLocale(locale));
  startLocaleSync(TIMING.localePollMs);
  installSession();
  // Spec section 8: a lost connection is announced (3 s) before any call fails on it.
  window.addEventListener('offline', () => showErrorToast(translate('http.networkLost')));
  // Toasts and dialogs are not part of the first paint, but fetched at once beside it, so a guard's or an
  // offline toast does not wait for them.
  void preloadFeedback();
  restoreSession();
  const router = createAppRouter();
  connectNavigation(router);
  return router;
}
