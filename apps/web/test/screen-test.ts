import { afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { changeLocale, initI18n } from '../src/shared/i18n/i18n.ts';
import { resetTradingStore } from '../src/shared/markets/trading-store.ts';
import { resetNavigation } from '../src/shared/navigation/navigation.ts';
import { setRealtime } from '../src/shared/realtime/realtime.ts';
import { stopAutoRefresh } from '../src/shared/session/profile-sync.ts';
import { getSession } from '../src/shared/session/session-store.ts';
import { cancelTokenRefresh } from '../src/shared/session/token-refresh.ts';
import { enableAntdMobileOnReact19 } from '../src/shared/ui/antd-react19.ts';
import { preloadFeedback } from '../src/shared/ui/feedback.ts';
import { recordingRealtime } from './realtime.ts';

/**
 * Hooks every screen test needs: antd-mobile's toasts and dialogs rendering under React 19, the English
 * catalog, and a navigation queue and locale that no earlier test left behind; after each test, no
 * session, profile or token refresh, fake clock or stubbed fetch is left for the next one. Call at the
 * top of the file, so these run before the file's own beforeEach and after its own afterEach.
 */
export function setUpEnglishScreens(): void {
  beforeAll(async () => {
    enableAntdMobileOnReact19();
    // The app loads toasts and dialogs after its first paint; screens under test have them at once.
    await preloadFeedback();
    await initI18n('en');
  });
  beforeEach(async () => {
    resetNavigation();
    await changeLocale('en');
  });
  afterEach(() => {
    stopAutoRefresh();
    cancelTokenRefresh();
    getSession().clear();
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });
}

/** Screens that show markets also get an empty trading store and a realtime client that records channels. */
export function setUpMarketScreens(): () => ReturnType<typeof recordingRealtime> {
  setUpEnglishScreens();
  let realtime = recordingRealtime();
  beforeEach(() => {
    realtime = recordingRealtime();
    setRealtime(realtime);
    resetTradingStore();
  });
  return () => realtime;
}
