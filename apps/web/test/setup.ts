import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { queryClient } from '../src/shared/api/query-client.ts';
import { resetTradingStore } from '../src/shared/markets/trading-store.ts';
import { setRealtime } from '../src/shared/realtime/realtime.ts';
import { recordingRealtime } from './realtime.ts';

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

// No test opens a real socket: screens get a client that only records the channels they hold.
setRealtime(recordingRealtime());

afterEach(() => {
  cleanup();
  // One cache per app, shared by tests in a file: start each test with nothing cached.
  queryClient.clear();
  resetTradingStore();
  localStorage.clear();
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    // biome-ignore lint/suspicious/noDocumentCookie: jsdom has no Cookie Store API.
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
});
