import { afterEach, describe, expect, it } from 'vitest';
import { adminRequest, type OperatorSession, OWNER_ENV, signInOwner } from '../../../test/admin-helpers.ts';
import { login, registerUser } from '../../../test/auth-helpers.ts';
import { accepted, memberPost, refused } from '../../../test/finance-helpers.ts';
import { type TestApp, useTestApp } from '../../../test/test-app.ts';
import { backends } from '../../../test/test-database.ts';
import { jpegWithGps, pngImage, upload, uploadProof } from '../../../test/upload-fixtures.ts';
import { auditLedger, createLedger } from '../ledger/index.ts';

const HOUR = 60 * 60 * 1000;

function deposit(t: TestApp, token: string, proofFileId: string, key?: string) {
  return memberPost(
    t,
    '/recharge/orders',
    { configId: 'crypto_001', amount: '100', proofFileId },
    { token, ...(key ? { key } : {}) },
  );
}

/** Uploads `bytes` as a proof through the upload route (re-encoded and stored like any), answering its id. */
async function uploadBytes(t: TestApp, token: string, bytes: Buffer): Promise<string> {
  return accepted<{ fileId: string }>(await upload(t, token, 'recharge_proof', { data: bytes })).fileId;
}

function decide(t: TestApp, owner: OperatorSession, orderNo: string, decision: 'approve' | 'reject') {
  const body = decision === 'reject' ? { reason: 'Payment not received' } : {};
  return adminRequest(t, 'POST', `/recharge/orders/${orderNo}/${decision}`, body, { session: owner });
}

describe.each(backends)('one payment proof, one live deposit ($name)', (backend) => {
  const t = useTestApp(backend, { env: OWNER_ENV });
  const balance = async (userId: string) =>
    (await createLedger({ db: t.db, clock: t.clock }).balance(userId, 'USDT')).available;

  afterEach(async () => {
    const report = await auditLedger(t.db);
    expect(report.clean, JSON.stringify(report)).toBe(true);
  });

  it('refuses a proof that backs a pending or a completed deposit, so one payment is credited once', async () => {
    const owner = await signInOwner(t);
    const alice = await registerUser(t, 'alice');
    const proofFileId = await uploadProof(t, alice.token);
    const first = accepted<{ orderNo: string }>(await deposit(t, alice.token, proofFileId));

    const whilePending = await deposit(t, alice.token, proofFileId);
    refused(whilePending, 409, 'PROOF_ALREADY_USED');
    expect(whilePending.body.message).toBe(
      'This payment proof already backs another deposit; check your recharge history, or upload the proof of a new payment',
    );
    accepted(await decide(t, owner, first.orderNo, 'approve'));
    refused(await deposit(t, alice.token, proofFileId, 'other-key'), 409, 'PROOF_ALREADY_USED');

    expect(await t.db.selectFrom('recharge_orders').select('order_no').execute()).toHaveLength(1);
    expect(await balance(alice.user.id)).toBe('99.9');
  });

  it('of parallel orders with the same proof, exactly one is created', async () => {
    const alice = await registerUser(t, 'alice');
    const proofFileId = await uploadProof(t, alice.token);
    // Eight at once, half with an Idempotency-Key: on PostgreSQL, a check made before the proof's row
    // lock lets several through at this count.
    const replies = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        deposit(t, alice.token, proofFileId, i % 2 ? `key-${i}` : undefined),
      ),
    );
    const statuses = replies.map((reply) => reply.status).sort();
    expect(statuses).toEqual([200, 409, 409, 409, 409, 409, 409, 409]);
    expect(await t.db.selectFrom('recharge_orders').select('order_no').execute()).toHaveLength(1);
  });

  it('lets the proof of a rejected, cancelled or failed deposit back a new one', async () => {
    const owner = await signInOwner(t);
    const alice = await registerUser(t, 'alice');
    const proofFileId = await uploadProof(t, alice.token);
    const rejected = accepted<{ orderNo: string }>(await deposit(t, alice.token, proofFileId));
    accepted(await decide(t, owner, rejected.orderNo, 'reject'));
    const cancelled = accepted<{ orderNo: string }>(await deposit(t, alice.token, proofFileId));
    accepted(await memberPost(t, `/recharge/orders/${cancelled.orderNo}/cancel`, {}, { token: alice.token }));
    accepted(await deposit(t, alice.token, proofFileId));
    t.clock.advance(24 * HOUR);
    expect(await t.app.finance.recharge.expirePass()).toBe(1);
    // A day later her access token has expired: she signs in again.
    accepted(await deposit(t, (await login(t, 'alice')).token, proofFileId));
  });
});

describe.each(backends)('deposits sharing a proof from before the check ($name)', (backend) => {
  const t = useTestApp(backend, { env: OWNER_ENV });
  const balance = async (userId: string) =>
    (await createLedger({ db: t.db, clock: t.clock }).balance(userId, 'USDT')).available;

  /** A second pending order with the first one's proof, as placing orders allowed before the check. */
  async function copyOrder(orderNo: string, copyNo: string): Promise<void> {
    const row = await t.db
      .selectFrom('recharge_orders')
      .selectAll()
      .where('order_no', '=', orderNo)
      .executeTakeFirstOrThrow();
    await t.db
      .insertInto('recharge_orders')
      .values({ ...row, id: `${row.id}-copy`, order_no: copyNo })
      .execute();
  }

  it('an operator cannot credit a second deposit whose proof already credited one', async () => {
    const owner = await signInOwner(t);
    const alice = await registerUser(t, 'alice');
    const proofFileId = await uploadProof(t, alice.token);
    const first = accepted<{ orderNo: string }>(await deposit(t, alice.token, proofFileId));
    await copyOrder(first.orderNo, 'R20260101LEGACYCOPY');

    accepted(await decide(t, owner, 'R20260101LEGACYCOPY', 'approve'));
    const second = await decide(t, owner, first.orderNo, 'approve');
    refused(second, 409, 'PROOF_ALREADY_CREDITED');
    expect(second.body.message).toBe(
      'The payment proof of this deposit already credited deposit R20260101LEGACYCOPY; reject this one',
    );
    accepted(await decide(t, owner, first.orderNo, 'reject'));
    expect(await balance(alice.user.id)).toBe('99.9');
  });

  it('two operators approving two deposits with one proof at the same moment credit one', async () => {
    const owner = await signInOwner(t);
    const alice = await registerUser(t, 'alice');
    for (let round = 0; round < 3; round += 1) {
      const proofFileId = await uploadProof(t, alice.token);
      const first = accepted<{ orderNo: string }>(await deposit(t, alice.token, proofFileId));
      const copyNo = `R20260101LEGACY000${round}`;
      await copyOrder(first.orderNo, copyNo);
      const replies = await Promise.all([
        decide(t, owner, first.orderNo, 'approve'),
        decide(t, owner, copyNo, 'approve'),
      ]);
      expect(replies.map((reply) => reply.status).sort()).toEqual([200, 409]);
    }
    expect(await balance(alice.user.id)).toBe('299.7');
  });
});

describe.each(backends)(
  'one payment image, one live deposit, however often it is uploaded ($name)',
  (backend) => {
    const t = useTestApp(backend, { env: OWNER_ENV });
    const balance = async (userId: string) =>
      (await createLedger({ db: t.db, clock: t.clock }).balance(userId, 'USDT')).available;
    const storedHash = async (fileId: string) =>
      (await t.db.selectFrom('uploads').select('sha256').where('id', '=', fileId).executeTakeFirstOrThrow())
        .sha256;

    afterEach(async () => {
      const report = await auditLedger(t.db);
      expect(report.clean, JSON.stringify(report)).toBe(true);
    });

    it('an image uploaded again gets a new id but the same stored bytes, and cannot back a second deposit', async () => {
      const owner = await signInOwner(t);
      const alice = await registerUser(t, 'alice');
      const bob = await registerUser(t, 'bob');
      // A PNG stays PNG, a JPEG is re-encoded by mozjpeg: both encoders give the same bytes for the same input.
      for (const bytes of [await pngImage(80, 60), await jpegWithGps()]) {
        const first = await uploadBytes(t, alice.token, bytes);
        const again = await uploadBytes(t, alice.token, bytes);
        const bobs = await uploadBytes(t, bob.token, bytes);
        expect(new Set([first, again, bobs]).size).toBe(3);
        expect(await storedHash(again)).toBe(await storedHash(first));

        const placed = accepted<{ orderNo: string }>(await deposit(t, alice.token, first));
        refused(await deposit(t, alice.token, again), 409, 'PROOF_ALREADY_USED');
        // The same receipt from another account is the same payment.
        refused(await deposit(t, bob.token, bobs), 409, 'PROOF_ALREADY_USED');
        accepted(await decide(t, owner, placed.orderNo, 'approve'));
        refused(await deposit(t, alice.token, again, 'after-approval'), 409, 'PROOF_ALREADY_USED');
      }
      expect(await balance(alice.user.id)).toBe('199.8');
      expect(await t.db.selectFrom('recharge_orders').select('order_no').execute()).toHaveLength(2);
    });

    it('an upload of the image of a rejected deposit may back a new one', async () => {
      const owner = await signInOwner(t);
      const alice = await registerUser(t, 'alice');
      const bytes = await pngImage(80, 60);
      const rejected = accepted<{ orderNo: string }>(
        await deposit(t, alice.token, await uploadBytes(t, alice.token, bytes)),
      );
      accepted(await decide(t, owner, rejected.orderNo, 'reject'));
      accepted(await deposit(t, alice.token, await uploadBytes(t, alice.token, bytes)));
    });

    it('of parallel orders, each with its own upload of one image, exactly one is created', async () => {
      const alice = await registerUser(t, 'alice');
      const bytes = await pngImage(80, 60);
      const proofs: string[] = [];
      for (let i = 0; i < 8; i += 1) proofs.push(await uploadBytes(t, alice.token, bytes));
      const replies = await Promise.all(
        proofs.map((proof, i) => deposit(t, alice.token, proof, i % 2 ? `key-${i}` : undefined)),
      );
      expect(replies.map((reply) => reply.status).sort()).toEqual([200, 409, 409, 409, 409, 409, 409, 409]);
      expect(await t.db.selectFrom('recharge_orders').select('order_no').execute()).toHaveLength(1);
    });

    /** A second pending order backed by another upload of the first one's image, as placing once allowed. */
    async function copyWithProof(orderNo: string, copyNo: string, proofFileId: string): Promise<void> {
      const row = await t.db
        .selectFrom('recharge_orders')
        .selectAll()
        .where('order_no', '=', orderNo)
        .executeTakeFirstOrThrow();
      await t.db
        .insertInto('recharge_orders')
        .values({ ...row, id: `${row.id}-copy`, order_no: copyNo, proof_file_id: proofFileId })
        .execute();
    }

    it('an operator cannot credit a second deposit whose proof has the bytes of one already credited', async () => {
      const owner = await signInOwner(t);
      const alice = await registerUser(t, 'alice');
      const bytes = await pngImage(80, 60);
      const first = accepted<{ orderNo: string }>(
        await deposit(t, alice.token, await uploadBytes(t, alice.token, bytes)),
      );
      await copyWithProof(first.orderNo, 'R20260101LEGACYCOPY', await uploadBytes(t, alice.token, bytes));

      accepted(await decide(t, owner, 'R20260101LEGACYCOPY', 'approve'));
      const second = await decide(t, owner, first.orderNo, 'approve');
      refused(second, 409, 'PROOF_ALREADY_CREDITED');
      expect(second.body).toMatchObject({ message: expect.stringContaining('R20260101LEGACYCOPY') });
      expect(await balance(alice.user.id)).toBe('99.9');
    });

    it('two operators approving at once two deposits backed by uploads of one image credit one', async () => {
      const owner = await signInOwner(t);
      const alice = await registerUser(t, 'alice');
      for (let round = 0; round < 3; round += 1) {
        const bytes = await pngImage(80 + round, 60);
        const first = accepted<{ orderNo: string }>(
          await deposit(t, alice.token, await uploadBytes(t, alice.token, bytes)),
        );
        const copyNo = `R20260101LEGACY000${round}`;
        await copyWithProof(first.orderNo, copyNo, await uploadBytes(t, alice.token, bytes));
        const replies = await Promise.all([
          decide(t, owner, first.orderNo, 'approve'),
          decide(t, owner, copyNo, 'approve'),
        ]);
        expect(replies.map((reply) => reply.status).sort()).toEqual([200, 409]);
      }
      expect(await balance(alice.user.id)).toBe('299.7');
    });
  },
);
