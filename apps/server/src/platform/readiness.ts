import { type AppReadiness, appReadiness } from '@halcyon/api';
import type { Redis } from 'ioredis';
import { sql } from 'kysely';
import type { App } from './app-types.ts';
import type { Db } from './db.ts';
import { envelopeResponses, ok } from './envelope.ts';
import { AppError } from './errors.ts';

const PROBE_TIMEOUT_MS = 2_000;

async function answers(probe: () => Promise<unknown>): Promise<'ok' | 'error'> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('probe timed out')), PROBE_TIMEOUT_MS);
  });
  try {
    await Promise.race([probe(), timeout]);
    return 'ok';
  } catch {
    return 'error';
  } finally {
    clearTimeout(timer);
  }
}

/**
 * GET /api/uniapp/app/ready: 200 when this process can serve requests (its database answers, and Redis
 * when REDIS_URL is set, since rate limits and cross-process pushes need it), else 503, so a load balancer
 * takes the process out of rotation. Liveness stays /app/health (database only).
 */
export function registerReadiness(app: App, deps: { db: Db; redis: Redis | undefined }): void {
  app.get(
    '/api/uniapp/app/ready',
    { schema: { tags: ['app'], response: envelopeResponses(appReadiness) } },
    async () => {
      const database = await answers(() => sql`select 1`.execute(deps.db));
      const redis = deps.redis ? await answers(() => deps.redis?.ping() ?? Promise.resolve()) : 'off';
      const state: AppReadiness = {
        status: database === 'ok' && redis !== 'error' ? 'ok' : 'error',
        database,
        redis,
      };
      if (state.status === 'error') throw new AppError('SERVICE_UNAVAILABLE');
      return ok(state);
    },
  );
}
