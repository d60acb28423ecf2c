import type { Locale } from '@halcyon/i18n';
import { setDefaultConfig } from 'antd-mobile';

type AntdLocale = Parameters<typeof setDefaultConfig>[0]['locale'];

/** antd-mobile's own texts (input clear buttons, dialogs) in the UI language, loaded only when needed. */
const loaders: Record<Locale, () => Promise<{ default: AntdLocale }>> = {
  'zh-CN': () => import('antd-mobile/es/locales/zh-CN'),
  en: () => import('antd-mobile/es/locales/en-US'),
  ja: () => import('antd-mobile/es/locales/ja-JP'),
  ko: () => import('antd-mobile/es/locales/ko-KR'),
  vi: () => import('antd-mobile/es/locales/vi-VN'),
  th: () => import('antd-mobile/es/locales/th-TH'),
  es: () => import('antd-mobile/es/locales/es-ES'),
  fr: () => import('antd-mobile/es/locales/fr-FR'),
  de: () => import('antd-mobile/es/locales/de-DE'),
  'zh-TW': () => import('antd-mobile/es/locales/zh-TW'),
};

export async function applyAntdLocale(locale: Locale): Promise<void> {
  try {
    const { default: antdLocale } = await loaders[locale]();
    // The global default reaches the imperative Toast and Dialog too, which render outside any provider.
    setDefaultConfig({ locale: antdLocale });
  } catch (error) {
    console.warn('[i18n] antd-mobile locale not loaded', error);
  }
}
