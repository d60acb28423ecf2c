import type { Locale } from '@halcyon/i18n';
import { onLocaleChange } from '../i18n/i18n.ts';
import { applyAntdLocale } from './antd-locale.ts';
import { enableAntdMobileOnReact19 } from './antd-react19.ts';

/**
 * antd-mobile's global configuration: the React 19 render hook its Toast and Dialog need, and its own
 * texts in the UI language. A chunk of its own (see antd-setup.ts), not part of the entry.
 */
export async function configureAntdMobile(locale: Locale): Promise<void> {
  enableAntdMobileOnReact19();
  onLocaleChange((next) => void applyAntdLocale(next));
  await applyAntdLocale(locale);
}
