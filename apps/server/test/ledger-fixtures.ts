import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { createLedger, type Ledger } from '../src/modules/ledger/index.ts';
import { insertUser } from '../src/modules/users/index.ts';
import type { Db } from '../src/platform/db.ts';
import { newId } from '../src/platform/ids.ts';
import { FakeClock } from './fake-clock.ts';
import type { Backend, TestDatabase } from './test-database.ts';

export type LedgerFixture = {
  readonly db: Db;
  readonly ledger: Ledger;
  readonly clock: FakeClock;
  readonly database: TestDatabase;
  /** A user row straight in the table (no password hashing): ledger tests need only the id. */
  newUser(): Promise<string>;
};

/** One database per test file (emptied before each test) and a ledger on it, without an app. */
export function useLedgerDatabase(backend: Backend): LedgerFixture {
  let database: TestDatabase | undefined;
  let ledger: Ledger | undefined;
  const clock = new FakeClock();
  beforeAll(async () => {
    database = await backend.open();
  });
  afterAll(async () => {
    await database?.dispose();
  });
  beforeEach(async () => {
    await database?.reset();
  });
  const opened = () => {
    if (!database) throw new Error('test database not open');
    return database;
  };
  return {
    get db() {
      return opened().handle.db;
    },
    get database() {
      return opened();
    },
    get ledger() {
      ledger ??= createLedger({ db: opened().handle.db, clock });
      return ledger;
    },
    clock,
    async newUser() {
      const suffix = randomBytes(5).toString('hex');
      const row = await insertUser(opened().handle.db, {
        id: newId(),
        uid: String((Number.parseInt(suffix, 16) % 90_000_000) + 10_000_000),
        account: `u${suffix}`,
        email: `u${suffix}@example.com`,
        passwordHash: 'not-a-hash',
        nickname: `u${suffix}`,
        invitationCode: suffix.toUpperCase(),
        referrerId: null,
        createdAt: new Date(clock.now()),
      });
      return row.id;
    },
  };
}

/** A cause nobody used before. */
export const freshCause = (type = 'test') => ({ type, id: newId() });
