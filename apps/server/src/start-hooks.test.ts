import { describe, expect, it, vi } from 'vitest';
import { useTestApp } from '../test/test-app.ts';
import { pgliteBackend } from '../test/test-database.ts';
import { START_HOOK_TIMEOUT_MS } from './app.ts';

// Fastify's own setting, whatever the database: on the embedded one, where nothing else in the start waits
// on a timer that the fake clock below would hold back (the PostgreSQL pool does).
describe('start hooks', () => {
  const t = useTestApp(pgliteBackend);

  it('a start hook slower than Fastify default 10 s (a first start on a loaded machine) still starts the server', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      let finish = () => {};
      t.app.addHook('onReady', () => new Promise<void>((resolve) => (finish = resolve)));
      const ready = t.app.ready();
      // Fastify's default would have failed the start at 10 s.
      await vi.advanceTimersByTimeAsync(60_000);
      finish();
      await expect(ready).resolves.toBe(t.app);
    } finally {
      vi.useRealTimers();
    }
  });

  it('a start hook that never finishes still fails the start, after the bound', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      t.app.addHook('onReady', () => new Promise<void>(() => {}));
      const ready = t.app.ready();
      const failed = expect(ready).rejects.toMatchObject({ code: 'FST_ERR_HOOK_TIMEOUT' });
      await vi.advanceTimersByTimeAsync(START_HOOK_TIMEOUT_MS + 1_000);
      await failed;
    } finally {
      vi.useRealTimers();
    }
  });
});
