import { type ContractOrder, contractOrder } from '@halcyon/api';
import { afterEach, describe, expect, it } from 'vitest';
import { registerUser, type Session } from '../../../test/auth-helpers.ts';
import { accepted, memberPost, refused } from '../../../test/finance-helpers.ts';
import type { Reply } from '../../../test/test-app.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { backends } from '../../../test/test-database.ts';
import { auditLedger, createLedger } from '../ledger/index.ts';
import { upsertPeriod } from './admin-repo.ts';

/** Saturday 21 Nov 2026, 12:00 UTC: crypto trades. */
const SATURDAY = Date.UTC(2026, 10, 21, 12, 0, 0);
const STAKE = { symbol: 'BTCUSDT', period: 30, direction: 'up', amount: '10' };

// A contract whose answer was lost, retried under the same Idempotency-Key after an operator changed the
// period's payout rate: the request hash held the rate, so a retry confirmed again at the new rate was
// IDEMPOTENCY_KEY_REUSED, and the app, taking that as a refusal, made a new key and placed it twice.
describe.each(backends)('a contract retried after its payout rate changed ($name)', (backend) => {
  const t = useTestApp(backend);
  const ledger = () => createLedger({ db: t.db, clock: t.clock });
  const orders = () => t.db.selectFrom('contract_orders').select(['order_no', 'payout_rate']).execute();
  /** The 30 s period pays `rate` from now on (the seeded 0.8 is put back after each test). */
  const setRate = (rate: string) =>
    upsertPeriod(t.db, { seconds: 30, payoutRate: rate, enabled: true }, new Date(t.clock.now()));

  /** Saturday noon, BTC quoted just now, a person with 100 USDT. */
  const trader = async (): Promise<Session> => {
    t.clock.advance(SATURDAY - t.clock.now());
    const who = await registerUser(t, 'trader');
    await ledger().credit({
      userId: who.user.id,
      currency: 'USDT',
      amount: '100',
      cause: { type: 'test', id: 'grant-trader' },
    });
    await t.marketFeed.push({ symbol: 'BTC/USDT', price: '96000', time: SATURDAY });
    t.clock.advance(100);
    return who;
  };
  const open = (who: Session, payoutRate: string, key: string, lang?: string) =>
    memberPost(t, '/second-contract/orders', { ...STAKE, payoutRate }, { token: who.token, key, lang });
  const placed = (reply: Reply): ContractOrder => contractOrder.parse(accepted(reply));

  afterEach(async () => {
    await setRate('0.8');
    const report = await auditLedger(t.db);
    expect(report.clean, JSON.stringify(report)).toBe(true);
  });

  it('confirmed again at the new rate, the retry replays the contract placed at the first, once', async () => {
    const who = await trader();
    const first = placed(await open(who, '0.8', 'c-lost'));
    // The answer was lost; the operator raised the rate; the app shows 90 % and the person confirms it.
    await setRate('0.9');
    const retry = await open(who, '0.9', 'c-lost');
    expect(placed(retry)).toEqual(first);
    expect(first.payoutRate).toBe('0.8');
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(await orders()).toHaveLength(1);
    expect(await ledger().balance(who.user.id, 'USDT')).toMatchObject({ available: '90', frozen: '10' });
  });

  it('sent again as first confirmed, the retry replays it too', async () => {
    const who = await trader();
    const first = placed(await open(who, '0.8', 'c-lost'));
    await setRate('0.9');
    const retry = await open(who, '0.8', 'c-lost');
    expect(placed(retry)).toEqual(first);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(await orders()).toHaveLength(1);
  });

  it('never placed: the old rate is refused in the person’s language, the new one confirmed places it once', async () => {
    const who = await trader();
    // The first request never reached the server; the rate changed before the retry.
    await setRate('0.9');
    const stale = await open(who, '0.8', 'c-new', 'zh-CN');
    refused(stale, 409, 'CONTRACT_RATE_CHANGED');
    expect(stale.body.message).toBe('该周期的赔付率已变为 90%，请核对后重新确认');
    expect(await orders()).toHaveLength(0);
    expect(await ledger().balance(who.user.id, 'USDT')).toMatchObject({ available: '100', frozen: '0' });
    // Nothing was kept under the key: confirming the new rate under it places the contract.
    const confirmed = placed(await open(who, '0.90', 'c-new'));
    expect(confirmed.payoutRate).toBe('0.9');
    const again = await open(who, '0.9', 'c-new');
    expect(placed(again).orderNo).toBe(confirmed.orderNo);
    expect(await orders()).toEqual([{ order_no: confirmed.orderNo, payout_rate: expect.any(String) }]);
    expect(await ledger().balance(who.user.id, 'USDT')).toMatchObject({ available: '90', frozen: '10' });
  });

  it('parallel retries at either rate after a lost answer all answer the one contract', async () => {
    const who = await trader();
    const first = placed(await open(who, '0.8', 'c-lost'));
    await setRate('0.9');
    const replies = await Promise.all(
      ['0.8', '0.9', '0.8', '0.9', '0.9', '0.8'].map((rate) => open(who, rate, 'c-lost')),
    );
    for (const reply of replies) {
      expect(placed(reply)).toEqual(first);
      expect(reply.headers['idempotent-replayed']).toBe('true');
    }
    expect(await orders()).toHaveLength(1);
    expect(await ledger().balance(who.user.id, 'USDT')).toMatchObject({ available: '90', frozen: '10' });
  });

  it('parallel first tries at both rates: one contract at the current rate, the stale rate refused or replayed', async () => {
    const who = await trader();
    await setRate('0.9');
    const rates = ['0.8', '0.9', '0.8', '0.9', '0.8', '0.9', '0.8', '0.9'];
    const replies = await Promise.all(rates.map((rate) => open(who, rate, 'c-race')));
    const stored = await orders();
    expect(stored).toHaveLength(1);
    const orderNo = stored[0]?.order_no;
    replies.forEach((reply, i) => {
      // Until the contract is placed a stale rate is refused; after, every retry replays it.
      if (rates[i] === '0.8' && reply.status === 409) refused(reply, 409, 'CONTRACT_RATE_CHANGED');
      else expect(placed(reply)).toMatchObject({ orderNo, payoutRate: '0.9' });
    });
    const fresh = replies.filter((reply) => reply.status === 200 && !reply.headers['idempotent-replayed']);
    expect(fresh).toHaveLength(1);
    expect(await ledger().balance(who.user.id, 'USDT')).toMatchObject({ available: '90', frozen: '10' });
  });
});
