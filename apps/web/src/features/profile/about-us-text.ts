import { useQuery } from '@tanstack/react-query';
import { api } from '@/shared/api/client.ts';

/** Operator-edited: app_config `about_us` = {"en": "...", "zh-CN": "...", ...} (public). */
export const ABOUT_US_KEY = 'about_us';

/** The text for `locale`, else English, else null (the page then shows its built-in paragraphs). */
export function aboutUsTextFor(raw: string | undefined, locale: string): string | null {
  if (!raw) return null;
  try {
    const parsed = JSON.parse(raw) as Record<string, unknown>;
    const text = parsed[locale] ?? parsed.en;
    return typeof text === 'string' && text.trim() ? text : null;
  } catch {
    return null;
  }
}

export function useAboutUsConfig() {
  return useQuery({
    queryKey: ['app-config', ABOUT_US_KEY],
    queryFn: async () => {
      try {
        return (await api.get<{ value: string }>(`/app-config/value/${ABOUT_US_KEY}`, { silent: true }))
          .value;
      } catch {
        // Not configured (404) or unreachable: the built-in text stands.
        return '';
      }
    },
    staleTime: 5 * 60_000,
  });
}
