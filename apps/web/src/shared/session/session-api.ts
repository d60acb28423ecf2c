import type { SessionResponse, User } from '@halcyon/api';
import { api } from '../api/client.ts';

/** The calls that keep a session alive; all silent because nobody asked for them on screen. */
export const sessionApi = {
  check: () => api.get<{ user: User }>('/auth/check', { silent: true }),
  profile: () => api.get<{ user: User }>('/user/profile', { silent: true }),
  refresh: (refreshToken: string) =>
    api.post<SessionResponse>('/auth/refresh', { refreshToken }, { silent: true, skipAuthHandling: true }),
  logout: () => api.post<unknown>('/logout', {}, { silent: true, skipAuthHandling: true }),
};
