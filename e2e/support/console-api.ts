import type { Page } from '@playwright/test';

type Envelope<T> = { success: boolean; data: T; code?: string; message?: string };

/**
 * The console's own API, called with the session of a console page that is signed in (its cookie, and
 * the CSRF token GET /auth/me answers): for a journey's clean-up, when a failed step left a setting
 * changed that later journeys rely on. The journeys themselves change settings through the console's
 * screens.
 */
export async function consoleApi(consolePage: Page) {
  const prefix = '/api/admin';
  const me = await consolePage.request.get(`${prefix}/auth/me`);
  const { csrfToken } = ((await me.json()) as Envelope<{ csrfToken: string }>).data;
  const read = async <T>(answer: { json(): Promise<unknown>; status(): number }, what: string) => {
    const body = (await answer.json()) as Envelope<T>;
    if (!body.success) throw new Error(`${what}: ${answer.status()} ${body.code} ${body.message}`);
    return body.data;
  };
  return {
    get: async <T>(path: string) => read<T>(await consolePage.request.get(`${prefix}${path}`), `GET ${path}`),
    put: async <T>(path: string, data: unknown) =>
      read<T>(
        await consolePage.request.put(`${prefix}${path}`, { data, headers: { 'x-csrf-token': csrfToken } }),
        `PUT ${path}`,
      ),
    post: async <T>(path: string, data: unknown) =>
      read<T>(
        await consolePage.request.post(`${prefix}${path}`, { data, headers: { 'x-csrf-token': csrfToken } }),
        `POST ${path}`,
      ),
  };
}
