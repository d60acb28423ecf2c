import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import { adminRequest, auditActions, lastAuditSeq, OWNER_ENV, signInOwner } from '../test/admin-helpers.ts';
import { findTestRedis, NO_REDIS_REASON, uniqueBusPrefix } from '../test/redis.ts';
import { buildPeerApp, useTestApp } from '../test/test-app.ts';
import { backends } from '../test/test-database.ts';
import {
  balance,
  expectCleanLedger,
  fundedTrader,
  limit,
  openMarkets,
  orderOf,
} from './modules/spot/spot-test-kit.ts';
import { createBus } from './platform/create-bus.ts';

const redisUrl = await findTestRedis();

/**
 * The console reaches any process; the spot books live on one (the host). An operator who suspends a pair on
 * another process still has its resting orders cancelled, through the host; when no process hosts for a
 * moment, the suspension stands and suspending again finishes the cancellation.
 */
describe.skipIf(!redisUrl)(
  `suspending a pair on a process that does not host the books ${redisUrl ? `(${redisUrl})` : NO_REDIS_REASON}`,
  () => {
    describe.each(backends)('on $name', (backend) => {
      const t = useTestApp(backend, { env: OWNER_ENV });

      it('cancels the resting orders on the host and releases their funds; a retry after a 503 finishes it', async () => {
        const prefix = uniqueBusPrefix();
        // The test app (where the operator's requests land) never hosts; the peer does, while peerHosts says so.
        let peerHosts = true;
        let term = 1;
        await t.rebuild({
          env: { ...OWNER_ENV, REDIS_URL: redisUrl ?? '' },
          overrides: { busPrefix: prefix, spotEngineHost: () => null },
        });
        const peerBus = createBus({ redisUrl, prefix, log: pino({ level: 'silent' }) });
        const host = await buildPeerApp(t, backend.name, {
          bus: peerBus,
          liquidityMaker: false,
          spotEngineHost: () => (peerHosts ? term : null),
        });
        try {
          await peerBus.ready?.();
          await openMarkets(t);
          const owner = await signInOwner(t);
          const setStatus = (action: 'suspend' | 'resume', reason: string) =>
            adminRequest(t, 'POST', `/config/pairs/BTCUSDT/${action}`, { reason }, { session: owner });
          const alice = await fundedTrader(t, 'alice', { USDT: '1000' });
          const bid = () => limit(t, alice, { side: 'buy', price: '90000', quantity: '0.001' });
          const bob = await fundedTrader(t, 'bob', { BTC: '1' });
          // Sent to the test app, forwarded to the host's books.
          orderOf(await bid());
          orderOf(await limit(t, alice, { side: 'buy', price: '89000', quantity: '0.002' }));
          orderOf(await limit(t, bob, { side: 'sell', price: '99000', quantity: '0.5' }));
          expect((await balance(t, alice, 'USDT')).frozen).not.toBe('0');
          const start = await lastAuditSeq(t);

          const suspended = await setStatus('suspend', 'Exchange incident');
          expect(suspended.status, JSON.stringify(suspended.body)).toBe(200);
          expect(suspended.body).toMatchObject({
            data: { pair: { symbol: 'BTC/USDT', status: 'suspended' }, cancelledOrders: 3 },
          });
          expect(await balance(t, alice, 'USDT')).toEqual({ available: '1000', frozen: '0' });
          expect(await balance(t, bob, 'BTC')).toEqual({ available: '1', frozen: '0' });
          await expectCleanLedger(t);

          // Resumed, an order rests again; then nobody hosts the books while the pair is suspended.
          await setStatus('resume', 'Resolved');
          // The host hears of it on the bus: until then it refuses (PAIR_SUSPENDED) and holds nothing.
          await expect.poll(async () => (await bid()).status).toBe(200);
          peerHosts = false;
          const unreachable = await setStatus('suspend', 'Second incident');
          expect(unreachable.status).toBe(503);
          expect((await balance(t, alice, 'USDT')).frozen).not.toBe('0');
          const listed = await adminRequest(t, 'GET', '/config/pairs?query=BTCUSDT', undefined, {
            session: owner,
          });
          expect(listed.body).toMatchObject({ data: { items: [{ status: 'suspended' }] } });

          // A host again (a new term, books reloaded): suspending the suspended pair finishes the cancellation.
          peerHosts = true;
          term += 1;
          const retried = await setStatus('suspend', 'Second incident');
          expect(retried.status, JSON.stringify(retried.body)).toBe(200);
          expect(retried.body).toMatchObject({
            data: { pair: { status: 'suspended', suspendedReason: 'Second incident' }, cancelledOrders: 1 },
          });
          expect(await balance(t, alice, 'USDT')).toEqual({ available: '1000', frozen: '0' });
          await expectCleanLedger(t);
          expect(await auditActions(t, start)).toEqual([
            'config.pair_suspend',
            'config.pair_resume',
            'config.pair_suspend',
            'config.pair_suspend',
          ]);
        } finally {
          await host.close();
          await peerBus.close();
        }
      });
    });
  },
);
