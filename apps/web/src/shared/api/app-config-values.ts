import { APP_DEFAULTS, HOME_BANNER_COUNT } from '@halcyon/api';
import { useQuery } from '@tanstack/react-query';
import { refetchOnConfigChange } from '../realtime/config-queries.ts';
import { appKeys, useAppInfo } from './app-api.ts';
import { api } from './client.ts';

/** The public app_config values operators edit in the console (banners, notice, about-us, logo). */
export const appConfigValuesKey = ['app-config', 'values'] as const;

// An operator's change arrives on the `config` channel: refetch, no reload.
refetchOnConfigChange('app', appConfigValuesKey);
refetchOnConfigChange('app', appKeys.info);

export function useAppConfigValues() {
  return useQuery({
    queryKey: appConfigValuesKey,
    queryFn: () => api.get<Record<string, string>>('/app-config', { silent: true }),
    staleTime: 5 * 60_000,
  });
}

/** `slot`: 1 to 3, the console's banner number. */
export type ConfiguredBanner = { slot: number; image: string; link: string };

/** The home banners that have an image, in their slot order (home_banner_{1..3}_image and _link). */
export function configuredBanners(values: Record<string, string> | undefined): ConfiguredBanner[] {
  if (!values) return [];
  return Array.from({ length: HOME_BANNER_COUNT }, (_, index) => ({
    slot: index + 1,
    image: values[`home_banner_${index + 1}_image`] ?? '',
    link: values[`home_banner_${index + 1}_link`] ?? '',
  })).filter((banner) => banner.image !== '');
}

/** A text kept per language (`notice.en`, `about_us.zh-CN`): the locale's, else English, else null. */
export function localizedValue(
  values: Record<string, string> | undefined,
  prefix: 'notice' | 'about_us',
  locale: string,
): string | null {
  const text = values?.[`${prefix}.${locale}`] ?? values?.[`${prefix}.en`];
  return text?.trim() ? text : null;
}

/** The operator's logo; the bundled one while none was uploaded (the seeded default names no real file). */
export function logoSource(appLogo: string | undefined): string {
  return appLogo && appLogo !== APP_DEFAULTS.app_logo ? appLogo : './static/images/logo.svg';
}

/**
 * The app name operators set in the console (app_name), or null while the server has not answered or names
 * only the spec's placeholder default: the caller then keeps the built-in title.
 */
export function useConfiguredAppName(): string | null {
  const info = useAppInfo();
  const name = info.isPlaceholderData ? undefined : info.data?.appName?.trim();
  return name && name !== APP_DEFAULTS.app_name ? name : null;
}
