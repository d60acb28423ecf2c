import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach } from 'vitest';
import { queryClient } from '../src/shared/api/query-client.ts';
import { InertWebSocket } from './realtime.ts';

// Pages load lazily; with every test file running in parallel a first import can take over a second.
configure({ asyncUtilTimeout: 4_000 });

// jsdom lacks these; antd-mobile and our layout call them.
if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}
window.scrollTo = () => {};

// No test opens a real socket. Assigned, not stubbed: tests that unstub their globals keep it.
globalThis.WebSocket = InertWebSocket as unknown as typeof WebSocket;

afterEach(() => {
  cleanup();
  // One cache per app, shared by tests in a file: start each test with nothing cached.
  queryClient.clear();
  localStorage.clear();
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    // biome-ignore lint/suspicious/noDocumentCookie: jsdom has no Cookie Store API.
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
});

/**
 * React's scheduler runs its work in a setImmediate. Work scheduled as a file's last test ended (the home
 * screen a login navigated to) once ran after the file's jsdom was torn down and failed the whole run with
 * "window is not defined" (login-captcha.test.tsx, CI of session 33): let it run out while the document is
 * still there. The scheduler yields every 5 ms and queues its next slice as another immediate. Work that
 * comes later still (login-double-tap.test.tsx, CI of session 39) is not counted as a failure: see
 * after-teardown-error.ts.
 */
afterAll(async () => {
  for (let turn = 0; turn < 20; turn += 1) await new Promise((resolve) => setImmediate(resolve));
});
