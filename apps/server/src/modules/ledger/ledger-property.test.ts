import Decimal from 'decimal.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { useLedgerDatabase } from '../../../test/ledger-fixtures.ts';
import { backends } from '../../../test/test-database.ts';
import { AppError } from '../../platform/errors.ts';
import { type AccountRef, available } from './accounts.ts';
import { auditLedger } from './audit.ts';
import type { Cause } from './entry.ts';
import type { Ledger } from './ledger.ts';

/** The model's own arithmetic: plain decimal.js, wide enough never to round. */
const Exact = Decimal.clone({ precision: 100 });
type Exact = InstanceType<typeof Exact>;

const USERS = 3;
const CURRENCIES = ['USDT', 'BTC'] as const;
const ONE_UNIT = 10n ** 18n;

/** An amount of up to `maxWhole` whole units with 0 to 18 decimals (so sometimes as little as 1e-18). */
const amountUpTo = (maxWhole: number) =>
  fc
    .record({
      whole: fc.integer({ min: 0, max: maxWhole }),
      fraction: fc.bigInt({ min: 0n, max: ONE_UNIT - 1n }),
      decimals: fc.integer({ min: 0, max: 18 }),
    })
    .map(({ whole, fraction, decimals }) => {
      const digits = fraction.toString().padStart(18, '0').slice(0, decimals).replace(/0+$/, '');
      return digits ? `${whole}.${digits}` : String(whole);
    })
    .filter((text) => !new Exact(text).isZero());

/**
 * How much a non-credit operation moves, resolved against the model's balance when it runs, so that many
 * succeed and many fail, and the exact boundary is hit: all of it, a percentage (up to 130 %), or a fixed
 * amount that may be far beyond it.
 */
const size = fc.oneof(
  { arbitrary: fc.constant({ all: true as const }), weight: 1 },
  { arbitrary: fc.record({ percent: fc.integer({ min: 1, max: 130 }) }), weight: 3 },
  { arbitrary: fc.record({ amount: amountUpTo(50) }), weight: 1 },
);
type Size = typeof size extends fc.Arbitrary<infer T> ? T : never;

const SMALLEST = '0.000000000000000001';

function resolve(sized: Size, balance: Exact): string {
  if ('amount' in sized) return sized.amount;
  const value =
    'all' in sized ? balance : balance.times(sized.percent).div(100).toDecimalPlaces(18, Decimal.ROUND_DOWN);
  return value.isZero() ? SMALLEST : value.toFixed();
}

const user = fc.integer({ min: 0, max: USERS - 1 });
const currency = fc.constantFrom(...CURRENCIES);
const single = (kind: 'debit' | 'freeze' | 'unfreeze') =>
  fc.record({ kind: fc.constant(kind), user, currency, size });

const operation = fc.oneof(
  {
    arbitrary: fc.record({ kind: fc.constant('credit' as const), user, currency, amount: amountUpTo(100) }),
    weight: 2,
  },
  { arbitrary: single('debit'), weight: 1 },
  { arbitrary: single('freeze'), weight: 3 },
  { arbitrary: single('unfreeze'), weight: 2 },
  {
    arbitrary: fc.record({
      kind: fc.constant('settle' as const),
      user,
      currency,
      size,
      // Another user's available, or a system account.
      to: fc.oneof(
        fc.integer({ min: 1, max: USERS - 1 }),
        fc.constantFrom('fees' as const, 'clearing' as const),
      ),
    }),
    weight: 2,
  },
  {
    arbitrary: fc.record({
      kind: fc.constant('transfer' as const),
      user,
      to: fc.integer({ min: 1, max: USERS - 1 }),
      currency,
      size,
    }),
    weight: 2,
  },
  // Posts again the cause of an earlier operation (with whatever amount): must move nothing.
  {
    arbitrary: fc.record({ kind: fc.constant('replay' as const), index: fc.nat(), amount: amountUpTo(5) }),
    weight: 1,
  },
);
type Operation = typeof operation extends fc.Arbitrary<infer T> ? T : never;
type Currency = (typeof CURRENCIES)[number];
/** An operation with its amount decided: what is executed, and what a replay repeats. */
type Step =
  | { kind: 'credit' | 'debit' | 'freeze' | 'unfreeze'; user: number; currency: Currency; amount: string }
  | { kind: 'settle'; user: number; currency: Currency; amount: string; to: number | 'fees' | 'clearing' }
  | { kind: 'transfer'; user: number; currency: Currency; amount: string; to: number };

type Held = { available: Exact; frozen: Exact };

class Model {
  private readonly balances = new Map<string, Held>();

  held(userId: string, currencyCode: string): Held {
    const key = `${userId}|${currencyCode}`;
    let held = this.balances.get(key);
    if (!held) {
      held = { available: new Exact(0), frozen: new Exact(0) };
      this.balances.set(key, held);
    }
    return held;
  }

  entries(): [string, Held][] {
    return [...this.balances.entries()];
  }
}

/** The operation's amount, from the model's balance it draws on (available, or frozen). */
function stepOf(model: Model, users: string[], op: Exclude<Operation, { kind: 'replay' }>): Step {
  if (op.kind === 'credit') return op;
  const held = model.held(users[op.user] ?? '', op.currency);
  const source = op.kind === 'unfreeze' || op.kind === 'settle' ? held.frozen : held.available;
  const amountText = resolve(op.size, source);
  const { user: index, currency: code } = op;
  switch (op.kind) {
    case 'debit':
    case 'freeze':
    case 'unfreeze':
      return { kind: op.kind, user: index, currency: code, amount: amountText };
    case 'settle':
    case 'transfer':
      return { kind: op.kind, user: index, currency: code, amount: amountText, to: op.to } as Step;
    default: {
      const unknown: never = op;
      throw new Error(`unknown operation ${JSON.stringify(unknown)}`);
    }
  }
}

type Expected =
  | { fails: 'INSUFFICIENT_BALANCE'; available: Exact }
  | { fails: 'INSUFFICIENT_FROZEN_BALANCE'; frozen: Exact }
  | null;

const otherUser = (users: string[], step: { user: number }, offset: number) =>
  users[(step.user + offset) % USERS] ?? '';

/** What the model says about one step; `apply` changes the model, called only when it succeeded. */
function plan(model: Model, users: string[], step: Step): { expected: Expected; apply: () => void } {
  const from = model.held(users[step.user] ?? '', step.currency);
  const value = new Exact(step.amount);
  switch (step.kind) {
    case 'credit':
      return {
        expected: null,
        apply: () => {
          from.available = from.available.plus(value);
        },
      };
    case 'debit':
    case 'freeze':
    case 'transfer':
      return {
        expected: from.available.lt(value)
          ? { fails: 'INSUFFICIENT_BALANCE', available: from.available }
          : null,
        apply: () => {
          from.available = from.available.minus(value);
          if (step.kind === 'freeze') from.frozen = from.frozen.plus(value);
          if (step.kind === 'transfer') {
            const to = model.held(otherUser(users, step, step.to), step.currency);
            to.available = to.available.plus(value);
          }
        },
      };
    case 'unfreeze':
    case 'settle':
      return {
        expected: from.frozen.lt(value)
          ? { fails: 'INSUFFICIENT_FROZEN_BALANCE', frozen: from.frozen }
          : null,
        apply: () => {
          from.frozen = from.frozen.minus(value);
          if (step.kind === 'unfreeze') from.available = from.available.plus(value);
          if (step.kind === 'settle' && typeof step.to === 'number') {
            const to = model.held(otherUser(users, step, step.to), step.currency);
            to.available = to.available.plus(value);
          }
        },
      };
    default: {
      const unknown: never = step;
      throw new Error(`unknown operation ${JSON.stringify(unknown)}`);
    }
  }
}

function execute(ledger: Ledger, users: string[], step: Step, cause: Cause) {
  const userId = users[step.user] ?? '';
  const base = { userId, currency: step.currency, amount: step.amount, cause };
  switch (step.kind) {
    case 'credit':
      return ledger.credit(base);
    case 'debit':
      return ledger.debit({ ...base, to: 'funding' });
    case 'freeze':
      return ledger.freeze(base);
    case 'unfreeze':
      return ledger.unfreeze(base);
    case 'settle': {
      const to: AccountRef =
        typeof step.to === 'number' ? available(otherUser(users, step, step.to)) : { kind: step.to };
      return ledger.settleFromFrozen({ ...base, to });
    }
    case 'transfer':
      return ledger.transfer({ ...base, fromUserId: userId, toUserId: otherUser(users, step, step.to) });
    default: {
      const unknown: never = step;
      throw new Error(`unknown operation ${JSON.stringify(unknown)}`);
    }
  }
}

const text = (value: Exact) => (value.isZero() ? '0' : value.toFixed());

/** Settles a promise into its value or its error, for comparing both with the model. */
const outcomeOf = (promise: Promise<unknown>) =>
  promise.then(
    (value) => value,
    (error: unknown) => error,
  );

describe.each(backends)('ledger against a model ($name)', (backend) => {
  const f = useLedgerDatabase(backend);
  const tally: Record<string, number> = {};

  async function stored(users: string[]): Promise<Map<string, { available: string; frozen: string }>> {
    const rows = await f.db
      .selectFrom('balances')
      .select(['user_id', 'currency', 'available', 'frozen'])
      .where('user_id', 'in', users)
      .execute();
    return new Map(
      rows.map((row) => [
        `${row.user_id}|${row.currency}`,
        { available: text(new Exact(row.available)), frozen: text(new Exact(row.frozen)) },
      ]),
    );
  }

  async function expectBalances(model: Model, users: string[]) {
    const actual = await stored(users);
    const known = new Map(model.entries());
    for (const [key, held] of known) {
      expect(actual.get(key) ?? { available: '0', frozen: '0' }, key).toEqual({
        available: text(held.available),
        frozen: text(held.frozen),
      });
    }
    // Nothing the model does not know about, except empty rows.
    for (const [key, row] of actual) {
      if (!known.has(key)) expect(row, key).toEqual({ available: '0', frozen: '0' });
    }
  }

  /**
   * Run first, before the random cases: each operation once done and once refused (a tenth of what is
   * there, then far more), and a replay. Random cases alone missed one of the ten outcomes in a CI run
   * (session 35), and the check below that each was exercised failed the suite.
   */
  const everyOutcome: [string[], Operation[]] = [
    Array.from({ length: USERS * CURRENCIES.length }, () => '10'),
    [
      ...(['debit', 'freeze', 'unfreeze'] as const).flatMap((kind) => [
        { kind, user: 0, currency: 'USDT' as const, size: { percent: 10 } },
        { kind, user: 0, currency: 'USDT' as const, size: { amount: '1000' } },
      ]),
      { kind: 'settle', user: 0, currency: 'BTC', size: { percent: 10 }, to: 1 },
      { kind: 'settle', user: 0, currency: 'BTC', size: { amount: '1000' }, to: 'fees' },
      { kind: 'transfer', user: 1, to: 2, currency: 'BTC', size: { percent: 10 } },
      { kind: 'transfer', user: 1, to: 1, currency: 'BTC', size: { amount: '1000' } },
      { kind: 'replay', index: 0, amount: '1' },
    ],
  ];

  it('random operations keep balances equal to the model, refusals change nothing, the audit stays clean', async () => {
    await fc.assert(
      fc.asyncProperty(
        // Every user starts with something in every currency...
        fc.array(amountUpTo(100), {
          minLength: USERS * CURRENCIES.length,
          maxLength: USERS * CURRENCIES.length,
        }),
        fc.array(operation, { minLength: 5, maxLength: 30 }),
        async (grants, operations) => {
          const users = [await f.newUser(), await f.newUser(), await f.newUser()];
          const model = new Model();
          const posted: { step: Step; cause: Cause }[] = [];
          // ... available and frozen, or most operations would meet zeros.
          const starts: Operation[] = grants.flatMap((grant, index) => {
            const at = { user: index % USERS, currency: CURRENCIES[Math.floor(index / USERS)] ?? 'USDT' };
            return [
              { kind: 'credit', ...at, amount: grant },
              { kind: 'freeze', ...at, size: { percent: 40 } },
            ];
          });
          for (const [index, op] of [...starts, ...operations].entries()) {
            if (op.kind === 'replay') {
              const earlier = posted[op.index % Math.max(posted.length, 1)];
              if (!earlier) continue;
              const before = await stored(users);
              const again = await outcomeOf(
                execute(f.ledger, users, { ...earlier.step, amount: op.amount }, earlier.cause),
              );
              // A cause that posted answers "already posted", whatever the amount and the balance now.
              expect(again).toMatchObject({ posted: false, balances: [] });
              expect(await stored(users)).toEqual(before);
              tally.replay = (tally.replay ?? 0) + 1;
              continue;
            }
            const step = stepOf(model, users, op);
            const cause = { type: 'property', id: `${users[0]}-${index}` };
            const { expected, apply } = plan(model, users, step);
            const outcome = await outcomeOf(execute(f.ledger, users, step, cause));
            const label = `${step.kind} ${expected ? 'refused' : 'done'}`;
            tally[label] = (tally[label] ?? 0) + 1;
            if (expected === null) {
              expect(outcome, JSON.stringify(step)).toMatchObject({ posted: true });
              apply();
              posted.push({ step, cause });
            } else {
              expect(outcome, JSON.stringify(step)).toBeInstanceOf(AppError);
              const error = outcome as AppError;
              expect(error.code).toBe(expected.fails);
              expect(error.params).toEqual(
                expected.fails === 'INSUFFICIENT_BALANCE'
                  ? { available: text(expected.available), currency: step.currency }
                  : { frozen: text(expected.frozen), currency: step.currency },
              );
            }
            await expectBalances(model, users);
          }
          const report = await auditLedger(f.db);
          expect(report.clean, JSON.stringify(report)).toBe(true);
        },
      ),
      { numRuns: 25, examples: [everyOutcome] },
    );
    // Both outcomes of every operation must have been exercised, or the property proves little.
    for (const kind of ['debit', 'freeze', 'unfreeze', 'settle', 'transfer']) {
      expect(tally[`${kind} done`] ?? 0, `${kind} done`).toBeGreaterThan(0);
      expect(tally[`${kind} refused`] ?? 0, `${kind} refused`).toBeGreaterThan(0);
    }
  }, 120_000);
});
