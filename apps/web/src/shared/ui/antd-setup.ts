import type { Locale } from '@halcyon/i18n';
import { currentLocale } from '../i18n/i18n.ts';

let ready: Promise<void> | null = null;

/**
 * Configures antd-mobile once. Its configuration (locale texts, the React 19 hook and the Babel runtime
 * under them, about 4 KiB brotli) stays out of the entry: boot starts it beside the translations, and
 * every page and toast waits for it, so no antd-mobile component ever renders unconfigured.
 */
export function antdMobileReady(locale: Locale = currentLocale()): Promise<void> {
  ready ??= import('./antd-config.ts')
    .then(({ configureAntdMobile }) => configureAntdMobile(locale))
    .catch((error: unknown) => {
      // A failed fetch (offline) is tried again by the next page or toast.
      ready = null;
      throw error;
    });
  return ready;
}
