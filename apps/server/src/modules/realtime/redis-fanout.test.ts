import type { AddressInfo } from 'node:net';
import { singleTickerMessage, tickerUpdate } from '@halcyon/api';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { API } from '../../../test/auth-helpers.ts';
import { FakeClock } from '../../../test/fake-clock.ts';
import { findTestRedis, NO_REDIS_REASON, uniqueBusPrefix } from '../../../test/redis.ts';
import { CAPTCHA_TEXT } from '../../../test/test-app.ts';
import { backends, type TestDatabase } from '../../../test/test-database.ts';
import { ofType, TestSocket } from '../../../test/ws-client.ts';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import type { App } from '../../platform/app-types.ts';
import { ManualPriceFeed } from '../market-data/index.ts';

const redisUrl = await findTestRedis();
const WEDNESDAY = Date.UTC(2026, 10, 18, 15, 0, 0);

/**
 * Two server processes behind a load balancer, played by two app instances in this process: one database,
 * one Redis, each with its own bus connections. The feed leader's ticks must reach the websocket clients
 * of both.
 */
describe.skipIf(!redisUrl)(`two instances over Redis ${redisUrl ? `(${redisUrl})` : NO_REDIS_REASON}`, () => {
  describe.each(backends)('on $name', (backend) => {
    let database: TestDatabase | undefined;
    const apps: App[] = [];
    const sockets: TestSocket[] = [];

    beforeAll(async () => {
      database = await backend.open();
    });
    afterEach(async () => {
      for (const socket of sockets.splice(0)) socket.close();
      // The follower first: the leader's feed is what it listens to.
      for (const app of apps.splice(0).reverse()) await app.close();
      await database?.reset();
    });
    afterAll(async () => {
      await database?.dispose();
    });

    async function start(feed: ManualPriceFeed, busPrefix: string, clock: FakeClock) {
      if (!database) throw new Error('database not open');
      const config = loadConfig({
        LOG_LEVEL: 'silent',
        REGISTER_CAPTCHA: 'off',
        WEB_DIST: '/nonexistent/halcyon-web-dist',
        REDIS_URL: redisUrl,
      });
      const app = await buildApp(config, {
        database: database.handle,
        clock,
        captchaGenerator: () => ({ text: CAPTCHA_TEXT, svg: '<svg xmlns="http://www.w3.org/2000/svg"/>' }),
        manualFeed: feed,
        backfill: false,
        marketTimers: false,
        busPrefix,
      });
      apps.push(app);
      await app.listen({ port: 0, host: '127.0.0.1' });
      const { port } = app.server.address() as AddressInfo;
      const socket = await TestSocket.open(`ws://127.0.0.1:${port}${API}/ws`);
      sockets.push(socket);
      return { app, socket };
    }

    it('delivers a tick published by the feed leader to the websocket clients of both', async () => {
      const clock = new FakeClock(WEDNESDAY);
      const prefix = uniqueBusPrefix();
      const leaderFeed = new ManualPriceFeed();
      const followerFeed = new ManualPriceFeed();
      const leader = await start(leaderFeed, prefix, clock);
      const follower = await start(followerFeed, prefix, clock);
      expect(leaderFeed.running).toBe(true);
      // On PostgreSQL the advisory lock elects one leader; PGlite is embedded, so each instance leads its
      // own (idle) feed. Either way only the leader's feed is pushed.
      if (backend.name === 'postgres') expect(followerFeed.running).toBe(false);

      for (const { socket } of [leader, follower]) {
        socket.send({ op: 'subscribe', channels: ['ticker.BTCUSDT', 'tickers'] });
        await socket.next(ofType('snapshot', 'ticker.BTCUSDT'));
        await socket.next(ofType('snapshot', 'tickers'));
      }

      await leaderFeed.push({ symbol: 'BTC/USDT', price: '101234.56', quantity: '3' });
      for (const { socket } of [leader, follower]) {
        const single = singleTickerMessage.parse(await socket.next(ofType('update', 'ticker.BTCUSDT')));
        expect(single).toMatchObject({
          seq: 2,
          data: { symbol: 'BTC/USDT', price: '101234.56', stale: false },
        });
        const list = tickerUpdate.parse(await socket.next(ofType('update', 'tickers')));
        expect(list.data.map((ticker) => [ticker.symbol, ticker.price])).toEqual([['BTC/USDT', '101234.56']]);
      }
      // Both instances serve the same price over HTTP as well.
      for (const { app } of [leader, follower]) {
        const reply = await app.inject({ method: 'GET', url: `${API}/trading/price/BTCUSDT` });
        expect(reply.json()).toMatchObject({ data: { price: '101234.56', source: 'manual' } });
      }
    });
  });
});
