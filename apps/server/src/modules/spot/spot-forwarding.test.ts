import type { LightMyRequestResponse } from 'fastify';
import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import { API } from '../../../test/auth-helpers.ts';
import { findTestRedis, NO_REDIS_REASON, uniqueBusPrefix } from '../../../test/redis.ts';
import { buildPeerApp, useTestApp } from '../../../test/test-app.ts';
import { backends } from '../../../test/test-database.ts';
import type { App } from '../../platform/app-types.ts';
import { createBus } from '../../platform/create-bus.ts';
import { balance, expectCleanLedger, fundedTrader, openMarkets, SPOT, type Trader } from './spot-test-kit.ts';

const redisUrl = await findTestRedis();

const bid = { symbol: 'BTC/USDT', side: 'buy', price: '95000', quantity: '0.001' };

/**
 * Two server processes behind a round-robin load balancer, played by two apps on one database and one
 * Redis. Only the host keeps the books; the other forwards every spot command to it and answers with the
 * host's own result. When hosting moves, the new host reloads the books and the old one forwards.
 */
describe.skipIf(!redisUrl)(
  `spot commands on any process ${redisUrl ? `(${redisUrl})` : NO_REDIS_REASON}`,
  () => {
    describe.each(backends)('on $name', (backend) => {
      const t = useTestApp(backend);
      let firstHosts = true;
      let term = 1;

      const send = (app: App, url: string, body: object, who: Trader, headers: Record<string, string> = {}) =>
        app.inject({
          method: 'POST',
          url,
          payload: body,
          headers: { authorization: `Bearer ${who.token}`, 'accept-language': 'en', ...headers },
        });
      const orderOf = (reply: LightMyRequestResponse) => {
        expect(reply.statusCode, reply.body).toBe(200);
        return (reply.json() as { data: { orderId: string; status: string } }).data;
      };

      it('forwards orders, refusals, replays and cancels to the host, and follows a hand-over', async () => {
        const prefix = uniqueBusPrefix();
        await t.rebuild({
          env: { REDIS_URL: redisUrl ?? '' },
          overrides: { busPrefix: prefix, spotEngineHost: () => (firstHosts ? term : null) },
        });
        const peerBus = createBus({ redisUrl, prefix, log: pino({ level: 'silent' }) });
        const other = await buildPeerApp(t, backend.name, {
          bus: peerBus,
          liquidityMaker: false,
          spotEngineHost: () => (firstHosts ? null : term),
        });
        try {
          await peerBus.ready?.();
          await openMarkets(t);
          const alice = await fundedTrader(t, 'alice', { USDT: '1000' });
          const bob = await fundedTrader(t, 'bob', { BTC: '1' });

          // Sent to the process that does not host: it rests in the host's book, with alice's USDT frozen.
          const key = { 'idempotency-key': 'forwarded-bid-1' };
          const resting = orderOf(await send(other, `${SPOT}/orders/limit`, bid, alice, key));
          expect(resting.status).toBe('pending');
          expect(await balance(t, alice, 'USDT')).toEqual({ available: '904.905', frozen: '95.095' });
          // The same key on the host replays the first answer and moves nothing.
          const replay = await send(t.app, `${SPOT}/orders/limit`, bid, alice, key);
          expect(orderOf(replay).orderId).toBe(resting.orderId);
          expect(await balance(t, alice, 'USDT')).toEqual({ available: '904.905', frozen: '95.095' });

          // The host's refusal comes back unchanged, translated for the person.
          const refused = await send(other, `${SPOT}/orders/limit`, { ...bid, quantity: '1' }, alice);
          expect(refused.statusCode).toBe(400);
          expect(refused.json()).toMatchObject({ success: false, code: 'INSUFFICIENT_BALANCE' });

          // Hosting moves (a new term): the other process reloads the books, the first one now forwards.
          firstHosts = false;
          term += 1;
          const sell = orderOf(await send(t.app, `${SPOT}/orders/limit`, { ...bid, side: 'sell' }, bob));
          expect(sell.status).toBe('filled');
          expect(await balance(t, alice, 'BTC')).toEqual({ available: '0.001', frozen: '0' });
          const cancelled = await send(t.app, `${API}/trading/pending-orders/cancel`, {}, alice);
          expect(cancelled.json()).toMatchObject({ success: true, data: { cancelled: 0 } });
          await expectCleanLedger(t);
        } finally {
          firstHosts = true;
          await other.close();
          await peerBus.close();
        }
      });

      it('three processes: orders round robin all succeed, the host dies midway, nothing lost or doubled', async () => {
        const prefix = uniqueBusPrefix();
        // Process 2 hosts first; when it dies, process 1 (the test app) takes over in a new term.
        let host = 1;
        const hostOf = (index: number) => () => (host === index ? term : null);
        await t.rebuild({
          env: { REDIS_URL: redisUrl ?? '' },
          overrides: { busPrefix: prefix, spotEngineHost: hostOf(0) },
        });
        const buses = [1, 2].map(() => createBus({ redisUrl, prefix, log: pino({ level: 'silent' }) }));
        const peers: App[] = [];
        for (const [index, bus] of buses.entries()) {
          peers.push(
            await buildPeerApp(t, backend.name, {
              bus,
              liquidityMaker: false,
              spotEngineHost: hostOf(index + 1),
            }),
          );
        }
        const [second, third] = peers as [App, App];
        let secondOpen = true;
        try {
          for (const bus of buses) await bus.ready?.();
          await openMarkets(t);
          const alice = await fundedTrader(t, 'alice', { USDT: '10000' });
          const bob = await fundedTrader(t, 'bob', { BTC: '1' });
          const acknowledged: string[] = [];
          const place = async (app: App, index: number) => {
            const body = { ...bid, price: String(95000 - index * 10), clientOrderId: `rr-${index}` };
            const order = orderOf(await send(app, `${SPOT}/orders/limit`, body, alice));
            expect(order.status).toBe('pending');
            acknowledged.push(order.orderId);
          };
          for (let index = 0; index < 6; index += 1)
            await place([t.app, second, third][index % 3] as App, index);

          // The host dies (its process is gone); the test app hosts from the next term and reloads the books.
          await second.close();
          secondOpen = false;
          host = 0;
          term += 1;
          for (let index = 6; index < 12; index += 1) await place([t.app, third][index % 2] as App, index);
          // A retry of an order placed on the dead host answers that order, on whichever process it reaches.
          const retried = { ...bid, price: '95000', clientOrderId: 'rr-0' };
          expect(orderOf(await send(third, `${SPOT}/orders/limit`, retried, alice)).orderId).toBe(
            acknowledged[0],
          );

          expect(new Set(acknowledged).size).toBe(12);
          const rows = await t.db
            .selectFrom('spot_orders')
            .select('id')
            .where('user_id', '=', alice.id)
            .execute();
          expect(rows.map((row) => row.id).sort()).toEqual([...acknowledged].sort());
          // Every resting bid is in the new host's book: one sell takes all twelve.
          const sell = { ...bid, side: 'sell', price: '90000', quantity: '0.012' };
          expect(orderOf(await send(third, `${SPOT}/orders/limit`, sell, bob)).status).toBe('filled');
          expect(await balance(t, alice, 'BTC')).toEqual({ available: '0.012', frozen: '0' });
          expect((await balance(t, alice, 'USDT')).frozen).toBe('0');
          await expectCleanLedger(t);
        } finally {
          if (secondOpen) await second.close();
          await third.close();
          for (const bus of buses) await bus.close();
        }
      });
    });
  },
);
