import { configImageUpload, type Pagination } from '@halcyon/api';
import sharp from 'sharp';
import { describe, expect, it, vi } from 'vitest';
import {
  adminRequest,
  auditActions,
  lastAuditSeq,
  type OperatorSession,
  OWNER_ENV,
  signInOwner,
} from '../test/admin-helpers.ts';
import { API } from '../test/auth-helpers.ts';
import { buildPeerApp, type TestApp, useTestApp } from '../test/test-app.ts';
import { backends } from '../test/test-database.ts';
import { uploadConfigImage } from '../test/upload-fixtures.ts';
import {
  balance,
  expectCleanLedger,
  fundedTrader,
  limit,
  openMarkets,
  orderOf,
} from './modules/spot/spot-test-kit.ts';
import { createMemoryBus } from './platform/bus.ts';

const quiet = { error: () => {} };

async function appConfigOf(t: TestApp) {
  return (await t.get(`${API}/app-config`)).body.data as Record<string, string>;
}

async function contractConfigOf(app: TestApp['app']) {
  const reply = await app.inject({ method: 'GET', url: `${API}/second-contract/public/config` });
  return reply.json().data as { periods: Array<{ seconds: number; payoutRate: string }>; symbols: string[] };
}

// Every configuration change is audited and live: in this process and in another on the same database and bus.
describe.each(backends)('console configuration ($name)', (backend) => {
  const bus = createMemoryBus(quiet);
  const t = useTestApp(backend, { env: OWNER_ENV, overrides: { bus } });
  const peer = () =>
    buildPeerApp(t, backend.name, { bus, liquidityMaker: false, spotEngineHost: () => null });

  async function put(owner: OperatorSession, url: string, body: unknown) {
    const reply = await adminRequest(t, 'PUT', url, body, { session: owner });
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    return reply.body.data as Record<string, unknown>;
  }

  /** A one-colour picture uploaded through the console: only those may be shown. */
  async function uploaded(owner: OperatorSession, purpose: 'banner' | 'logo', background: string) {
    const data = await sharp({ create: { width: 120, height: 60, channels: 3, background } })
      .png()
      .toBuffer();
    const reply = await uploadConfigImage(t, owner, purpose, { data });
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    return configImageUpload.parse(reply.body.data).url;
  }

  it('app name, logo, banners, notice and about-us texts reach /app-config at once; audited', async () => {
    const owner = await signInOwner(t);
    const [logo, b1, b2] = [
      await uploaded(owner, 'logo', '#112233'),
      await uploaded(owner, 'banner', '#445566'),
      await uploaded(owner, 'banner', '#778899'),
    ];
    const start = await lastAuditSeq(t);
    const next = {
      appName: 'Halcyon Pro',
      appLogo: logo,
      banners: [
        { image: b1, link: '/pages/market/index' },
        { image: b2, link: '' },
        { image: '', link: '' },
      ],
      notice: { en: 'Maintenance at 02:00 UTC', 'zh-CN': '02:00 UTC 维护' },
      aboutUs: { en: 'About Halcyon' },
    };
    expect(await put(owner, '/config/app', next)).toEqual(next);
    const served = await appConfigOf(t);
    expect(served).toMatchObject({
      app_name: 'Halcyon Pro',
      home_banner_1_image: b1,
      home_banner_1_link: '/pages/market/index',
      'notice.en': 'Maintenance at 02:00 UTC',
      'about_us.en': 'About Halcyon',
    });
    // A language removed from the notice is removed for the user app too.
    await put(owner, '/config/app', { ...next, notice: { en: 'Done' } });
    expect(await appConfigOf(t)).not.toHaveProperty('notice.zh-CN');
    const other = await peer();
    try {
      const info = await other.inject({ method: 'GET', url: `${API}/app/info` });
      expect(info.json()).toMatchObject({ data: { appName: 'Halcyon Pro' } });
    } finally {
      await other.close();
    }
    expect(await auditActions(t, start)).toEqual(['config.app', 'config.app']);
    const bad = await adminRequest(
      t,
      'PUT',
      '/config/app',
      { ...next, appLogo: 'javascript:alert(1)' },
      { session: owner },
    );
    expect(bad.status).toBe(422);
  });

  it('a payout rate change applies to the next contract in every process; audited', async () => {
    const owner = await signInOwner(t);
    const start = await lastAuditSeq(t);
    const before = (await adminRequest(t, 'GET', '/config/contracts', undefined, { session: owner })).body
      .data as {
      minAmount: string;
      maxAmount: string;
      periods: Array<{ seconds: number; payoutRate: string; enabled: boolean }>;
    };
    const periods = before.periods.map((period) =>
      period.seconds === 30 ? { ...period, payoutRate: '0.88' } : period,
    );
    const heard: unknown[] = [];
    bus.subscribe('config.contracts', (payload) => heard.push(payload));
    await put(owner, '/config/contracts', { minAmount: '5', maxAmount: before.maxAmount, periods });
    const other = await peer();
    try {
      for (const app of [t.app, other]) {
        const config = await contractConfigOf(app);
        expect(config.periods.find((period) => period.seconds === 30)?.payoutRate).toBe('0.88');
      }
      await put(owner, '/config/contracts/pairs/ETHUSDT', { enabled: false });
      expect((await contractConfigOf(other)).symbols).not.toContain('ETH/USDT');
    } finally {
      await other.close();
    }
    expect(heard).toHaveLength(2);
    expect(await auditActions(t, start)).toEqual(['config.contracts', 'config.contract_pair']);
    const invalid = await adminRequest(
      t,
      'PUT',
      '/config/contracts',
      { minAmount: '100', maxAmount: '10', periods },
      { session: owner },
    );
    expect(invalid.status).toBe(422);
    expect(invalid.body).toMatchObject({
      errors: { maxAmount: ['The maximum amount must be at least the minimum amount'] },
    });
    // Only the periods the product offers, and payout rates in range, each said in the field's words.
    const offLimits = await adminRequest(
      t,
      'PUT',
      '/config/contracts',
      {
        minAmount: '5',
        maxAmount: before.maxAmount,
        periods: [...periods, { seconds: 5, payoutRate: '0.9', enabled: true }],
      },
      { session: owner },
    );
    expect(offLimits.status).toBe(422);
    expect(offLimits.body).toMatchObject({
      errors: { [`periods.${periods.length}.seconds`]: ['Periods are 30, 60, 300 or 900 seconds'] },
    });
    const tooRich = periods.map((period, index) => (index === 0 ? { ...period, payoutRate: '11' } : period));
    const refusedRate = await adminRequest(
      t,
      'PUT',
      '/config/contracts',
      { minAmount: '5', maxAmount: before.maxAmount, periods: tooRich },
      { session: owner },
    );
    expect(refusedRate.body).toMatchObject({
      errors: {
        'periods.0.payoutRate': ['Enter a payout rate above 0 and at most 10, with at most 18 decimals'],
      },
    });
    const offered = await contractConfigOf(t.app);
    expect(offered.periods.map((period) => period.seconds)).toEqual([30, 60, 300, 900]);
    expect(await auditActions(t, start)).toEqual(['config.contracts', 'config.contract_pair']);
  });

  it('a period listed twice is a 422 on its seconds; at least one period stays enabled in what is stored', async () => {
    const owner = await signInOwner(t);
    const before = (await adminRequest(t, 'GET', '/config/contracts', undefined, { session: owner })).body
      .data as {
      minAmount: string;
      maxAmount: string;
      periods: Array<{ seconds: number; enabled: boolean }>;
    };
    const limits = { minAmount: before.minAmount, maxAmount: before.maxAmount };
    const only30 = before.periods.map((period) => ({ ...period, enabled: period.seconds === 30 }));
    const start = await lastAuditSeq(t);
    // 30 s on, then again off: stored one after the other, every period would end up off.
    const twice = await adminRequest(
      t,
      'PUT',
      '/config/contracts',
      { ...limits, periods: [...only30, { ...only30[0], enabled: false }] },
      { session: owner, headers: { 'accept-language': 'de' } },
    );
    expect(twice.status, JSON.stringify(twice.body)).toBe(422);
    expect(twice.body).toMatchObject({
      code: 'VALIDATION_FAILED',
      errors: { [`periods.${only30.length}.seconds`]: ['Jede Laufzeit darf nur einmal angegeben werden'] },
    });
    expect((await contractConfigOf(t.app)).periods.map((period) => period.seconds)).toEqual([
      30, 60, 300, 900,
    ]);

    await put(owner, '/config/contracts', { ...limits, periods: only30 });
    // The rule is on what is stored: a period left out stays as it was.
    const [thirty, sixty] = only30;
    await put(owner, '/config/contracts', { ...limits, periods: [sixty] });
    const noneLeft = await adminRequest(
      t,
      'PUT',
      '/config/contracts',
      { minAmount: '20', maxAmount: limits.maxAmount, periods: [{ ...thirty, enabled: false }] },
      { session: owner },
    );
    expect(noneLeft.status, JSON.stringify(noneLeft.body)).toBe(422);
    expect(noneLeft.body).toMatchObject({ errors: { periods: ['Keep at least one period enabled'] } });
    // Refused as a whole: the amount limit of the same request was not stored either.
    const offered = await contractConfigOf(t.app);
    expect(offered.periods.map((period) => period.seconds)).toEqual([30]);
    expect(offered).toMatchObject({ minAmount: limits.minAmount });
    expect(await auditActions(t, start)).toEqual(['config.contracts', 'config.contracts']);

    // Two operators at once, each turning off one of the two periods left: one of them is refused.
    await put(owner, '/config/contracts', { ...limits, periods: [{ ...sixty, enabled: true }] });
    const parallel = await Promise.all(
      [thirty, sixty].map((period) =>
        adminRequest(
          t,
          'PUT',
          '/config/contracts',
          { ...limits, periods: [{ ...period, enabled: false }] },
          { session: owner },
        ),
      ),
    );
    expect(parallel.map((reply) => reply.status).sort()).toEqual([200, 422]);
    expect((await contractConfigOf(t.app)).periods).toHaveLength(1);
    await put(owner, '/config/contracts', { ...limits, periods: before.periods });
  });

  it('stake limits and payout rates beyond what is stored are a 422 on each field, in the operator’s language', async () => {
    const owner = await signInOwner(t);
    const before = (await adminRequest(t, 'GET', '/config/contracts', undefined, { session: owner })).body
      .data as {
      minAmount: string;
      maxAmount: string;
      periods: Array<{ seconds: number; payoutRate: string }>;
    };
    const send = (minAmount: string, maxAmount: string, payoutRate: string, lang = 'en') =>
      adminRequest(
        t,
        'PUT',
        '/config/contracts',
        {
          minAmount,
          maxAmount,
          periods: before.periods.map((period, index) => (index === 0 ? { ...period, payoutRate } : period)),
        },
        { session: owner, headers: { 'accept-language': lang } },
      );
    const amount = 'Enter an amount above 0, with at most 18 digits before the decimal point and 8 after';
    const rate = 'Enter a payout rate above 0 and at most 10, with at most 18 decimals';
    const start = await lastAuditSeq(t);
    // 22 digits overflow NUMERIC(36, 18); 19 decimals round to 0 (CHECK > 0); a stake has at most 8 decimals.
    for (const [min, max, payout, fields] of [
      ['5', '1234567890123456789012', '0.8', { maxAmount: [amount] }],
      [
        '0.0000000000000000001',
        '100',
        '0.0000000000000000001',
        { minAmount: [amount], 'periods.0.payoutRate': [rate] },
      ],
      [
        '0.000000001',
        '1e3',
        '10.0000000000000000001',
        { minAmount: [amount], maxAmount: [amount], 'periods.0.payoutRate': [rate] },
      ],
      ['0', '100', '0', { minAmount: [amount], 'periods.0.payoutRate': [rate] }],
    ] as const) {
      const refused = await send(min, max, payout);
      expect(refused.status, JSON.stringify(refused.body)).toBe(422);
      expect(refused.body).toMatchObject({ code: 'VALIDATION_FAILED' });
      expect(refused.body.errors).toEqual(fields);
    }
    const german = await send('5', '1234567890123456789012', '0.8', 'de');
    expect(german.body).toMatchObject({
      errors: {
        maxAmount: ['Geben Sie einen Betrag über 0 ein, mit höchstens 18 Stellen vor und 8 nach dem Komma'],
      },
    });
    expect(await auditActions(t, start)).toEqual([]);
    // The widest values stored exactly are accepted, and read back as sent.
    const widest = await send('0.00000001', '999999999999999999.99999999', '0.000000000000000001');
    expect(widest.status, JSON.stringify(widest.body)).toBe(200);
    expect(widest.body).toMatchObject({
      data: {
        minAmount: '0.00000001',
        maxAmount: '999999999999999999.99999999',
        periods: expect.arrayContaining([{ seconds: 30, payoutRate: '0.000000000000000001', enabled: true }]),
      },
    });
    await put(owner, '/config/contracts', before);
  });

  it('suspending a pair cancels resting orders and releases their funds exactly; every process refuses orders; fees change live', async () => {
    const owner = await signInOwner(t);
    await openMarkets(t);
    const alice = await fundedTrader(t, 'alice', { USDT: '1000' });
    const bob = await fundedTrader(t, 'bob', { BTC: '1' });
    orderOf(await limit(t, alice, { side: 'buy', price: '90000', quantity: '0.001' }));
    orderOf(await limit(t, alice, { side: 'buy', price: '89000', quantity: '0.002' }));
    orderOf(await limit(t, bob, { side: 'sell', price: '99000', quantity: '0.5' }));
    expect((await balance(t, alice, 'USDT')).frozen).not.toBe('0');
    const other = await peer();
    try {
      const start = await lastAuditSeq(t);
      const suspended = await adminRequest(
        t,
        'POST',
        '/config/pairs/BTCUSDT/suspend',
        { reason: 'Exchange incident' },
        {
          session: owner,
        },
      );
      expect(suspended.body).toMatchObject({
        data: {
          pair: { symbol: 'BTC/USDT', status: 'suspended', suspendedReason: 'Exchange incident' },
          cancelledOrders: 3,
        },
      });
      expect(await balance(t, alice, 'USDT')).toEqual({ available: '1000', frozen: '0' });
      expect(await balance(t, bob, 'BTC')).toEqual({ available: '1', frozen: '0' });
      await expectCleanLedger(t);
      const refused = await limit(t, alice, { side: 'buy', price: '90000', quantity: '0.001' });
      expect(refused.body).toMatchObject({ code: 'PAIR_SUSPENDED' });
      // The other process reloads its instruments when it hears the change on the bus.
      await vi.waitFor(async () => {
        const pairs = await other.inject({ method: 'GET', url: `${API}/trading/pairs?status=all&limit=100` });
        const btc = (pairs.json().data.pairs as Array<{ symbol: string; status: string }>).find((pair) =>
          ['BTC/USDT', 'BTCUSDT'].includes(pair.symbol),
        );
        expect(btc?.status).toBe('suspended');
      });

      await adminRequest(
        t,
        'POST',
        '/config/pairs/BTCUSDT/resume',
        { reason: 'Resolved' },
        { session: owner },
      );
      orderOf(await limit(t, alice, { side: 'buy', price: '90000', quantity: '0.001' }));
      const fees = await adminRequest(
        t,
        'PUT',
        '/config/pairs/BTCUSDT/fees',
        { makerFeeRate: '0.0005', takerFeeRate: '0.002' },
        {
          session: owner,
        },
      );
      expect(fees.body).toMatchObject({ data: { pair: { makerFeeRate: '0.0005', takerFeeRate: '0.002' } } });
      await vi.waitFor(async () => {
        const otherFees = await other.inject({ method: 'GET', url: `${API}/trading/fees?symbol=BTCUSDT` });
        expect(JSON.stringify(otherFees.json())).toContain('0.002');
      });
      expect(await auditActions(t, start)).toEqual([
        'config.pair_suspend',
        'config.pair_resume',
        'config.pair_fees',
      ]);
    } finally {
      await other.close();
    }
  });

  it('a fee rate of 1 or more (or finer than the 18 decimals stored) is a 422 on each field, in the operator’s language', async () => {
    const owner = await signInOwner(t);
    const setFees = (makerFeeRate: string, takerFeeRate: string, lang = 'en') =>
      adminRequest(
        t,
        'PUT',
        '/config/pairs/BTCUSDT/fees',
        { makerFeeRate, takerFeeRate },
        { session: owner, headers: { 'accept-language': lang } },
      );
    const english = 'Enter a fee rate of at least 0 and below 1, with at most 18 decimals';
    for (const [maker, taker] of [
      ['1', '1.0'],
      // 19 decimals: stored at 18, this is 1.
      ['0.9999999999999999999', '1.5'],
      ['-0.001', '0.00000000000000000001'],
    ] as const) {
      const refused = await setFees(maker, taker);
      expect(refused.status, JSON.stringify(refused.body)).toBe(422);
      expect(refused.body).toMatchObject({
        code: 'VALIDATION_FAILED',
        errors: { makerFeeRate: [english], takerFeeRate: [english] },
      });
    }
    const german = await setFees('1', '0.001', 'de');
    expect(german.body).toMatchObject({
      errors: {
        makerFeeRate: [
          'Geben Sie einen Gebührensatz von mindestens 0 und unter 1 ein, mit höchstens 18 Nachkommastellen',
        ],
      },
    });
    expect(german.body).not.toHaveProperty('errors.takerFeeRate');
    // Refused, nothing changed; the highest rate stored exactly is accepted.
    const pair = await adminRequest(t, 'GET', '/config/pairs?query=BTCUSDT', undefined, { session: owner });
    expect(pair.body).toMatchObject({ data: { items: [{ makerFeeRate: '0.001', takerFeeRate: '0.001' }] } });
    const highest = await setFees('0.999999999999999999', '0');
    expect(highest.status, JSON.stringify(highest.body)).toBe(200);
  });

  it('pairs are searched in any spelling, sorted and paged by the server', async () => {
    const owner = await signInOwner(t);
    const list = async (query: string) => {
      const reply = await adminRequest(t, 'GET', `/config/pairs?${query}`, undefined, { session: owner });
      expect(reply.status, JSON.stringify(reply.body)).toBe(200);
      return reply.body.data as {
        items: Array<{ symbol: string; status: string; category: string }>;
        pagination: Pagination;
      };
    };
    const all = await list('limit=100');
    const total = all.items.length;
    expect(total).toBeGreaterThan(20);
    expect(all.pagination).toEqual({ total, page: 1, limit: 100, totalPages: 1 });
    const first = await list('');
    expect(first.items.map((pair) => pair.symbol)).toEqual(all.items.slice(0, 20).map((pair) => pair.symbol));
    expect(first.pagination).toEqual({ total, page: 1, limit: 20, totalPages: Math.ceil(total / 20) });

    for (const spelling of ['doge', 'DOGE/USDT', 'dogeusdt', 'doge-usdt', 'Dogecoin']) {
      const found = await list(`query=${encodeURIComponent(spelling)}`);
      expect(
        found.items.map((pair) => pair.symbol),
        spelling,
      ).toEqual(['DOGE/USDT']);
      expect(found.pagination.total).toBe(1);
    }
    const symbols = all.items.map((pair) => pair.symbol).sort();
    const descending = await list('sort=symbol&order=desc&limit=3&page=2');
    expect(descending.items.map((pair) => pair.symbol)).toEqual(symbols.reverse().slice(3, 6));
    expect((await list('page=99')).items).toEqual([]);

    // One category's pairs, as the dashboard's pairs table counts them, searchable within it.
    const forex = await list('category=forex&limit=100');
    expect(forex.items.length).toBeGreaterThan(0);
    expect(forex.items.length).toBeLessThan(total);
    expect(forex.items.every((pair) => pair.category === 'forex')).toBe(true);
    expect(forex.pagination.total).toBe(all.items.filter((pair) => pair.category === 'forex').length);
    expect((await list('category=forex&query=doge')).items).toEqual([]);
    const dashboard = await adminRequest(t, 'GET', '/dashboard', undefined, { session: owner });
    expect(dashboard.body).toMatchObject({
      data: {
        pairs: expect.arrayContaining([
          expect.objectContaining({ category: 'forex', total: forex.pagination.total }),
        ]),
      },
    });

    await adminRequest(t, 'POST', '/config/pairs/DOGEUSDT/suspend', { reason: 'test' }, { session: owner });
    const byStatus = await list('sort=status&order=desc&limit=100');
    const statuses = byStatus.items.map((pair) => pair.status);
    expect(statuses).toEqual([...statuses].sort().reverse());
    const suspended = byStatus.items.filter((pair) => pair.status === 'suspended').map((pair) => pair.symbol);
    expect(suspended).toContain('DOGE/USDT');
    expect(suspended).toHaveLength(all.items.filter((pair) => pair.status === 'suspended').length + 1);
    for (const bad of ['sort=price', 'limit=101', 'page=0', 'category=bonds']) {
      const refused = await adminRequest(t, 'GET', `/config/pairs?${bad}`, undefined, { session: owner });
      expect(refused.status, bad).toBe(422);
    }
  });

  it('an unknown pair answers 404', async () => {
    const owner = await signInOwner(t);
    const bad = await adminRequest(
      t,
      'POST',
      '/config/pairs/NOPE/suspend',
      { reason: 'x' },
      { session: owner },
    );
    expect(bad.status).toBe(404);
  });
});
