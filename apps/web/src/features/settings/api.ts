import type { UserLocale } from '@halcyon/api';
import { api } from '@/shared/api/client.ts';

export const settingsApi = {
  /** The server keeps the person's language: the mail it sends them later is written in it. */
  saveLocale: (locale: UserLocale) =>
    api.post<{ locale: UserLocale }>('/user/locale', { locale }, { silent: true }),
};
