import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { useTestApp } from '../../../test/test-app.ts';
import { backends } from '../../../test/test-database.ts';
import { envelopeResponses, ok } from '../../platform/envelope.ts';
import { IDEMPOTENCY_TTL_MS, idempotentReply } from '../../platform/idempotency.ts';
import { sweepExpiredIdempotencyKeys } from '../../platform/idempotency-sweep.ts';
import { newId } from '../../platform/ids.ts';
import { insertUser } from '../users/index.ts';
import { createLedger } from './ledger.ts';

const moved = z.object({ entryId: z.string(), available: z.string(), frozen: z.string() });
const body = z.object({ userId: z.string(), amount: z.string() });

/**
 * Money-moving test routes (no real one exists yet): each posts with a cause of its own, so only the
 * Idempotency-Key can stop a retry from moving the money twice.
 */
describe.each(backends)('Idempotency-Key on money-moving POSTs ($name)', (backend) => {
  const t = useTestApp(backend);

  async function setUp() {
    const ledger = createLedger({ db: t.db, clock: t.clock });
    const deps = { db: t.db, clock: t.clock };
    for (const kind of ['credit', 'freeze'] as const) {
      t.app.post(
        `/api/uniapp/test/${kind}`,
        { schema: { body, response: envelopeResponses(moved) } },
        async (request, reply) =>
          ok(
            await idempotentReply(deps, request, reply, request.body.userId, async (trx) => {
              const input = { ...request.body, currency: 'USDT', cause: { type: 'test', id: newId() } };
              const result =
                kind === 'credit' ? await ledger.credit(input, trx) : await ledger.freeze(input, trx);
              const balance = result.balances[0];
              return {
                entryId: result.entryId,
                available: balance?.available ?? '',
                frozen: balance?.frozen ?? '',
              };
            }),
          ),
      );
    }
    const users = [];
    for (const name of ['alice', 'bob']) {
      const row = await insertUser(t.db, {
        id: newId(),
        uid: String(10_000_000 + users.length),
        account: name,
        email: `${name}@example.com`,
        passwordHash: 'x',
        nickname: name,
        invitationCode: name.toUpperCase(),
        referrerId: null,
        createdAt: new Date(t.clock.now()),
      });
      users.push(row.id);
    }
    return { ledger, alice: users[0] ?? '', bob: users[1] ?? '' };
  }

  const send = async (kind: 'credit' | 'freeze', payload: z.input<typeof body>, key?: string) => {
    const reply = await t.app.inject({
      method: 'POST',
      url: `/api/uniapp/test/${kind}`,
      payload,
      headers: key === undefined ? {} : { 'idempotency-key': key },
    });
    return { status: reply.statusCode, body: reply.json(), replayed: reply.headers['idempotent-replayed'] };
  };
  const entries = async () => (await t.db.selectFrom('ledger_entries').select('id').execute()).length;

  it('a replay answers the first response and moves nothing', async () => {
    const { ledger, alice } = await setUp();
    const first = await send('credit', { userId: alice, amount: '25' }, 'key-1');
    const second = await send('credit', { amount: '25', userId: alice }, 'key-1');
    expect(first.status).toBe(200);
    expect(first.replayed).toBeUndefined();
    expect(second).toEqual({ ...first, replayed: 'true' });
    expect(await entries()).toBe(1);
    expect(await ledger.balance(alice, 'USDT')).toMatchObject({ available: '25' });
  });

  it('without the header every request moves money', async () => {
    const { ledger, alice } = await setUp();
    await send('credit', { userId: alice, amount: '1' });
    await send('credit', { userId: alice, amount: '1' });
    expect(await ledger.balance(alice, 'USDT')).toMatchObject({ available: '2' });
  });

  it('the same key with another body or route is refused with 409, and moves nothing', async () => {
    const { ledger, alice } = await setUp();
    await send('credit', { userId: alice, amount: '10' }, 'key-2');
    const otherBody = await send('credit', { userId: alice, amount: '11' }, 'key-2');
    expect(otherBody).toMatchObject({
      status: 409,
      body: {
        success: false,
        code: 'IDEMPOTENCY_KEY_REUSED',
        message: 'This Idempotency-Key was already used for a different request',
      },
    });
    expect((await send('freeze', { userId: alice, amount: '10' }, 'key-2')).status).toBe(409);
    expect(await entries()).toBe(1);
    expect(await ledger.balance(alice, 'USDT')).toMatchObject({ available: '10', frozen: '0' });
  });

  it('keys belong to one user: another user may use the same key', async () => {
    const { ledger, alice, bob } = await setUp();
    await send('credit', { userId: alice, amount: '3' }, 'shared');
    const bobs = await send('credit', { userId: bob, amount: '3' }, 'shared');
    expect(bobs.replayed).toBeUndefined();
    expect(await ledger.balance(bob, 'USDT')).toMatchObject({ available: '3' });
  });

  it('parallel requests with one key post once and all answer the same', async () => {
    const { ledger, alice } = await setUp();
    const replies = await Promise.all(
      Array.from({ length: 8 }, () => send('credit', { userId: alice, amount: '7.5' }, 'burst')),
    );
    expect(new Set(replies.map((reply) => JSON.stringify(reply.body))).size).toBe(1);
    expect(replies.filter((reply) => reply.replayed === 'true')).toHaveLength(7);
    expect(await entries()).toBe(1);
    expect(await ledger.balance(alice, 'USDT')).toMatchObject({ available: '7.5' });
  });

  it('a refused request is not remembered: the retry runs once the money is there', async () => {
    const { ledger, alice } = await setUp();
    const refused = await send('freeze', { userId: alice, amount: '5' }, 'retry-me');
    expect(refused).toMatchObject({
      status: 400,
      body: {
        code: 'INSUFFICIENT_BALANCE',
        message: 'insufficient available balance, currently available 0 USDT',
      },
    });
    await ledger.credit({
      userId: alice,
      currency: 'USDT',
      amount: '5.25',
      cause: { type: 'test', id: newId() },
    });
    const retried = await send('freeze', { userId: alice, amount: '5' }, 'retry-me');
    expect(retried).toMatchObject({ status: 200, body: { data: { available: '0.25', frozen: '5' } } });
    expect(retried.replayed).toBeUndefined();
    const again = await send('freeze', { userId: alice, amount: '5' }, 'retry-me');
    expect(again).toEqual({ ...retried, replayed: 'true' });
  });

  it('a key older than its lifetime is a new request', async () => {
    const { ledger, alice } = await setUp();
    await send('credit', { userId: alice, amount: '1' }, 'old');
    t.clock.advance(IDEMPOTENCY_TTL_MS + 1);
    const late = await send('credit', { userId: alice, amount: '2' }, 'old');
    expect(late).toMatchObject({ status: 200, replayed: undefined });
    expect(await ledger.balance(alice, 'USDT')).toMatchObject({ available: '3' });
  });

  it('the sweep deletes the keys past their lifetime and keeps the ones that still replay', async () => {
    const { alice } = await setUp();
    await send('credit', { userId: alice, amount: '1' }, 'older');
    t.clock.advance(1000);
    await send('credit', { userId: alice, amount: '1' }, 'newer');
    t.clock.advance(IDEMPOTENCY_TTL_MS);
    expect(await sweepExpiredIdempotencyKeys({ db: t.db, clock: t.clock })).toBe(1);
    const kept = await t.db.selectFrom('idempotency_keys').select('key').execute();
    expect(kept).toEqual([{ key: 'newer' }]);
    const replay = await send('credit', { userId: alice, amount: '1' }, 'newer');
    expect(replay.replayed).toBe('true');
    expect(await sweepExpiredIdempotencyKeys({ db: t.db, clock: t.clock })).toBe(0);
  });

  it('refuses a malformed key', async () => {
    const { alice } = await setUp();
    const reply = await send('credit', { userId: alice, amount: '1' }, 'has space');
    expect(reply).toMatchObject({
      status: 422,
      body: { code: 'VALIDATION_FAILED', errors: { 'idempotency-key': ['Invalid value'] } },
    });
    expect(await entries()).toBe(0);
  });
});
