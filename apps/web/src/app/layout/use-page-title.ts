import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useConfiguredAppName } from '@/shared/api/app-config-values.ts';

/**
 * The page title from the current language's pageTitle texts, else the app title (spec section 2): the
 * name operators set in the console, else the built-in one.
 * Re-renders on a language change, so the document title follows the language too.
 */
export function usePageTitle(titleKey: string | undefined): string {
  const { t, i18n } = useTranslation();
  const key = titleKey ? `pageTitle.${titleKey}` : null;
  const appName = useConfiguredAppName();
  const title = key && i18n.exists(key) ? t(key) : (appName ?? t('app.title'));
  useEffect(() => {
    document.title = title;
  }, [title]);
  return title;
}
