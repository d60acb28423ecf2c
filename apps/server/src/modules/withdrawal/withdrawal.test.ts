import {
  adminWithdrawalOrder,
  withdrawalConfigList,
  withdrawalOrder,
  withdrawalOrderList,
  withdrawalPasswordStatus,
} from '@halcyon/api';
import { afterEach, describe, expect, it } from 'vitest';
import { type OperatorSession, OWNER_ENV, signInOwner } from '../../../test/admin-helpers.ts';
import { API, PASSWORD, registerUser, type Session } from '../../../test/auth-helpers.ts';
import {
  accepted,
  addOperator,
  memberPost,
  operatorCall,
  refused,
  withdrawingMember,
} from '../../../test/finance-helpers.ts';
import { lastMail } from '../../../test/outbox-mail.ts';
import { buildPeerApp, type TestApp, useTestApp } from '../../../test/test-app.ts';
import { backends } from '../../../test/test-database.ts';
import { createMemoryBus } from '../../platform/bus.ts';
import { subscribeUserEvents, type UserEventEnvelope } from '../../platform/user-events.ts';
import { hashPassword } from '../auth/index.ts';
import { auditLedger, createLedger } from '../ledger/index.ts';
import { withdrawalFigures } from './index.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const TRON = 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t';
const ETH = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed';
const PIN = '20481357';
const OTHER_PIN = '97531246';

describe.each(backends)('withdrawal ($name)', (backend) => {
  const bus = createMemoryBus({ error: () => undefined });
  const t = useTestApp(backend, { env: OWNER_ENV, overrides: { bus } });
  const ledger = () => createLedger({ db: t.db, clock: t.clock });
  const balance = (userId: string) => ledger().balance(userId, 'USDT');
  let funded = 0;
  const fund = async (userId: string, amount: string) => {
    funded += 1;
    await ledger().credit({
      userId,
      currency: 'USDT',
      amount,
      cause: { type: 'test', id: `fund-${funded}` },
    });
  };
  const systemSum = async (account: 'withdrawals' | 'fees') => {
    const row = await t.db
      .selectFrom('ledger_lines')
      .select((eb) => eb.fn.coalesce(eb.fn.sum<string>('amount'), eb.val('0')).as('total'))
      .where('account', '=', account)
      .executeTakeFirstOrThrow();
    return String(Number(row.total));
  };
  const setPin = (who: Session, body: Record<string, unknown>) =>
    memberPost(t, '/user/withdrawal-password', body, { token: who.token });
  const withdraw = (
    who: Session,
    body: Record<string, unknown> = {},
    key?: string,
    via: Pick<TestApp, 'app'> = t,
  ) =>
    memberPost(
      via,
      '/withdrawal/orders',
      { configId: 'usdt_trc20', amount: '20', address: TRON, withdrawalPassword: PIN, ...body },
      { token: who.token, ...(key ? { key } : {}) },
    );
  /** A verified person with a withdrawal password and `amount` USDT available. */
  const member = (account: string, amount = '100') => withdrawingMember(t, account, amount);
  const placed = async (who: Session, body: Record<string, unknown> = {}) =>
    withdrawalOrder.parse(accepted(await withdraw(who, body)));
  const admin = (session: OperatorSession) => operatorCall(t, session);
  /** A completed deposit row as the recharge module writes it (its entry posted through the ledger). */
  const creditedDeposit = async (userId: string) => {
    const proof = await t.db
      .insertInto('uploads')
      .values({
        id: `proof-${userId}`,
        user_id: userId,
        type: 'recharge_proof',
        storage_key: `key${userId.replaceAll('-', '')}`,
        mime: 'image/png',
        width: 1,
        height: 1,
        size: 1,
        sha256: 'x',
        used_by: 'R20260101AAAAAAAAAA',
        created_at: new Date(t.clock.now()),
        deleted_at: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const posted = await ledger().credit({
      userId,
      currency: 'USDT',
      amount: '50',
      cause: { type: 'test', id: `deposit-${userId}` },
    });
    const at = new Date(t.clock.now());
    return {
      id: `dep-${userId}`,
      order_no: 'R20260101AAAAAAAAAA',
      user_id: userId,
      config_id: 'crypto_001',
      config_name: 'USDT (TRC20)',
      currency: 'USDT',
      network: 'TRC20' as const,
      address: 'TU9BjvHCtYUPmQU6cJRTGtphkyjkxfwdtR',
      bank_name: null,
      account_name: null,
      account_number: null,
      bank_code: null,
      amount: '50',
      fee: '0',
      actual_amount: '50',
      remark: null,
      status: 'completed' as const,
      proof_file_id: proof.id,
      reject_reason: null,
      reference: null,
      locale: 'en',
      decided_by: null,
      decided_at: at,
      ledger_entry_id: posted.entryId,
      created_at: at,
      updated_at: at,
      completed_at: at,
      expires_at: at,
    };
  };

  afterEach(async () => {
    const report = await auditLedger(t.db);
    expect(report.clean, JSON.stringify(report)).toBe(true);
  });

  it('sets and changes the withdrawal password by the rules; a change holds withdrawals 24 h', async () => {
    const alice = await registerUser(t, 'alice');
    const status = async () =>
      withdrawalPasswordStatus.parse(
        accepted(await t.get(`${API}/user/withdrawal-password/status`, { token: alice.token })),
      );
    expect(await status()).toEqual({ set: false, lockedUntil: null, holdUntil: null });
    const digits = await setPin(alice, { newPassword: '12ab56', confirmPassword: '12ab56' });
    refused(digits, 422, 'VALIDATION_FAILED');
    expect(digits.body.errors).toMatchObject({
      newPassword: ['The withdrawal password may contain digits only'],
    });
    const short = await setPin(alice, { newPassword: '12345', confirmPassword: '12345' });
    expect(short.body.errors).toMatchObject({
      newPassword: ['The withdrawal password needs at least 6 digits'],
    });
    const mismatch = await setPin(alice, { newPassword: '123456', confirmPassword: '123457' });
    expect(mismatch.body.errors).toMatchObject({ confirmPassword: ['Passwords do not match'] });
    expect(accepted(await setPin(alice, { newPassword: PIN, confirmPassword: PIN }))).toEqual({
      set: true,
      lockedUntil: null,
      holdUntil: null,
    });
    const hash = await t.db
      .selectFrom('users')
      .select('withdrawal_password_hash')
      .where('id', '=', alice.user.id)
      .executeTakeFirstOrThrow();
    expect(hash.withdrawal_password_hash).toMatch(/^\$argon2id\$/);
    expect((await t.get(`${API}/user/profile`, { token: alice.token })).body).toMatchObject({
      data: { user: { withdrawalPasswordSet: true } },
    });

    const noCurrent = await setPin(alice, { newPassword: '97531246', confirmPassword: '97531246' });
    refused(noCurrent, 422, 'VALIDATION_FAILED');
    expect(noCurrent.body.errors).toMatchObject({
      currentPassword: ['Please enter the current withdrawal password'],
    });
    refused(
      await setPin(alice, {
        currentPassword: '11111111',
        newPassword: '97531246',
        confirmPassword: '97531246',
      }),
      400,
      'WITHDRAWAL_PASSWORD_INCORRECT',
    );
    const same = await setPin(alice, { currentPassword: PIN, newPassword: PIN, confirmPassword: PIN });
    expect(same.body.errors).toMatchObject({
      newPassword: ['The new withdrawal password must differ from the current one'],
    });
    const changed = withdrawalPasswordStatus.parse(
      accepted(
        await setPin(alice, { currentPassword: PIN, newPassword: '97531246', confirmPassword: '97531246' }),
      ),
    );
    expect(changed.holdUntil).toBe(t.clock.now() + 24 * HOUR);
    await fund(alice.user.id, '100');
    const held = await withdraw(alice, { withdrawalPassword: '97531246' });
    refused(held, 400, 'WITHDRAWAL_ON_HOLD');
    expect(held.body.message).toBe(
      'For your security, withdrawals are paused for 24 hours after a password change; try again in 24 h',
    );
    t.clock.advance(24 * HOUR);
    accepted(await withdraw({ ...alice, token: await relogin(alice) }, { withdrawalPassword: '97531246' }));
  });

  async function relogin(who: Session): Promise<string> {
    const reply = await t.post(`${API}/login`, { account: who.user.account, password: PASSWORD });
    return accepted<{ token: string }>(reply).token;
  }

  it('a change of the login password holds withdrawals 24 h', async () => {
    const alice = await member('alice');
    accepted(
      await memberPost(
        t,
        '/user/password',
        { oldPassword: PASSWORD, newPassword: 'secret456', confirmPassword: 'secret456' },
        { token: alice.token },
      ),
    );
    refused(await withdraw(alice), 400, 'WITHDRAWAL_ON_HOLD');
    expect((await balance(alice.user.id)).frozen).toBe('0');
  });

  it('five wrong withdrawal passwords lock withdrawals for 15 minutes', async () => {
    const alice = await member('alice');
    for (let remaining = 4; remaining >= 1; remaining -= 1) {
      const wrong = await withdraw(alice, { withdrawalPassword: '11112222' });
      refused(wrong, 400, 'WITHDRAWAL_PASSWORD_INCORRECT');
      expect(wrong.body.message).toBe(`Wrong withdrawal password; attempts left: ${remaining}`);
    }
    const fifth = await withdraw(alice, { withdrawalPassword: '11112222' });
    refused(fifth, 429, 'WITHDRAWAL_LOCKED');
    expect(fifth.body.message).toContain('15 min');
    refused(await withdraw(alice), 429, 'WITHDRAWAL_LOCKED');
    const locked = withdrawalPasswordStatus.parse(
      accepted(await t.get(`${API}/user/withdrawal-password/status`, { token: alice.token })),
    );
    expect(locked.lockedUntil).toBe(t.clock.now() + 15 * MINUTE);
    t.clock.advance(15 * MINUTE);
    accepted(await withdraw(alice));
    expect(await t.db.selectFrom('withdrawal_orders').select('id').execute()).toHaveLength(1);
  });

  it('refuses with a reason and freezes nothing', async () => {
    const alice = await member('alice', '99.9');
    const nobody = await registerUser(t, 'nopin');
    refused(await withdraw(nobody), 400, 'WITHDRAWAL_PASSWORD_NOT_SET');
    const small = await withdraw(alice, { amount: '9.99' });
    refused(small, 400, 'WITHDRAWAL_AMOUNT_TOO_SMALL');
    expect(small.body.message).toBe('Withdrawal amount cannot be less than 10 USDT');
    refused(await withdraw(alice, { amount: '50000.01' }), 400, 'WITHDRAWAL_AMOUNT_TOO_LARGE');
    for (const amount of ['', 'ten', '0', '-1', '1.123456789'])
      refused(await withdraw(alice, { amount }), 422, 'VALIDATION_FAILED');
    const poor = await withdraw(alice, { amount: '99' });
    refused(poor, 400, 'INSUFFICIENT_BALANCE');
    expect(poor.body.message).toBe('insufficient available balance, currently available 99.9 USDT');
    const badTron = await withdraw(alice, { address: 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6T' });
    refused(badTron, 400, 'WITHDRAWAL_ADDRESS_INVALID');
    expect(badTron.body.message).toBe('This is not a valid TRC20 address');
    refused(await withdraw(alice, { address: ETH }), 400, 'WITHDRAWAL_ADDRESS_INVALID');
    refused(
      await withdraw(alice, { configId: 'usdt_erc20', address: TRON }),
      400,
      'WITHDRAWAL_ADDRESS_INVALID',
    );
    refused(
      await withdraw(alice, {
        configId: 'usdt_erc20',
        address: '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAeD',
      }),
      400,
      'WITHDRAWAL_ADDRESS_INVALID',
    );
    refused(await withdraw(alice, { address: '' }), 422, 'VALIDATION_FAILED');
    refused(await withdraw(alice, { configId: 'nope' }), 400, 'WITHDRAWAL_CONFIG_INACTIVE');
    await t.db
      .updateTable('withdrawal_configs')
      .set({ active: false })
      .where('id', '=', 'usdt_trc20')
      .execute();
    try {
      refused(await withdraw(alice), 400, 'WITHDRAWAL_CONFIG_INACTIVE');
      const configs = withdrawalConfigList.parse(
        accepted(await t.get(`${API}/withdrawal/configs`, { token: alice.token })),
      );
      expect(configs.map((c) => c.id)).toEqual(['usdt_erc20']);
    } finally {
      await t.db
        .updateTable('withdrawal_configs')
        .set({ active: true })
        .where('id', '=', 'usdt_trc20')
        .execute();
    }
    await t.db
      .updateTable('withdrawal_configs')
      .set({ daily_limit: '50' })
      .where('id', '=', 'usdt_trc20')
      .execute();
    try {
      accepted(await withdraw(alice, { amount: '30' }));
      const over = await withdraw(alice, { amount: '30' });
      refused(over, 400, 'WITHDRAWAL_DAILY_LIMIT');
      expect(over.body.message).toBe(
        'This exceeds your daily withdrawal limit of 50 USDT; you can still withdraw 20 USDT today',
      );
    } finally {
      await t.db
        .updateTable('withdrawal_configs')
        .set({ daily_limit: '100000' })
        .where('id', '=', 'usdt_trc20')
        .execute();
    }
    expect(await balance(alice.user.id)).toEqual(
      expect.objectContaining({ available: '68.9', frozen: '31' }),
    );
    expect(await t.db.selectFrom('withdrawal_orders').select('id').execute()).toHaveLength(1);
  });

  it('freezes amount + fee with the order, lists it, and a cancel unfreezes exactly', async () => {
    const alice = await member('alice', '100');
    const bob = await registerUser(t, 'bob');
    const trc = await placed(alice, { amount: '20', remark: 'to my wallet' });
    expect(trc).toMatchObject({
      status: 'pending',
      amount: '20',
      fee: '1',
      actualAmount: '20',
      totalAmount: '21',
      network: 'TRC20',
      address: TRON,
      remark: 'to my wallet',
    });
    expect(trc.orderNo).toMatch(/^W\d{8}[A-Z2-9]{10}$/);
    t.clock.advance(1_000);
    const erc = await placed(alice, { configId: 'usdt_erc20', amount: '30.5', address: ETH });
    expect(erc).toMatchObject({ fee: '5.0305', totalAmount: '35.5305', network: 'ERC20' });
    expect(await balance(alice.user.id)).toMatchObject({ available: '43.4695', frozen: '56.5305' });
    const list = withdrawalOrderList.parse(
      accepted(await t.get(`${API}/withdrawal/orders?status=pending`, { token: alice.token })),
    );
    expect(list.items.map((o) => o.orderNo)).toEqual([erc.orderNo, trc.orderNo]);
    refused(
      await t.get(`${API}/withdrawal/orders/${trc.orderNo}`, { token: bob.token }),
      404,
      'ORDER_NOT_FOUND',
    );
    refused(
      await memberPost(t, `/withdrawal/orders/${trc.orderNo}/cancel`, {}, { token: bob.token }),
      404,
      'ORDER_NOT_FOUND',
    );
    expect(
      withdrawalOrderList.parse(accepted(await t.get(`${API}/withdrawal/orders`, { token: bob.token })))
        .items,
    ).toEqual([]);
    const cancelled = withdrawalOrder.parse(
      accepted(await memberPost(t, `/withdrawal/orders/${erc.orderNo}/cancel`, {}, { token: alice.token })),
    );
    expect(cancelled.status).toBe('cancelled');
    expect(await balance(alice.user.id)).toMatchObject({ available: '79', frozen: '21' });
    refused(
      await memberPost(t, `/withdrawal/orders/${erc.orderNo}/cancel`, {}, { token: alice.token }),
      409,
      'ORDER_STATUS_CHANGED',
    );
    expect(await balance(alice.user.id)).toMatchObject({ available: '79', frozen: '21' });
  });

  it('an Idempotency-Key replay answers the first order and freezes once; the stored hash omits the password', async () => {
    const alice = await member('alice', '100');
    const first = withdrawalOrder.parse(accepted(await withdraw(alice, {}, 'w-1')));
    const again = await withdraw(alice, {}, 'w-1');
    expect(withdrawalOrder.parse(accepted(again)).orderNo).toBe(first.orderNo);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(await balance(alice.user.id)).toMatchObject({ available: '79', frozen: '21' });
    // The same request under another withdrawal password is the same withdrawal: it replays, which it
    // could not if the stored hash covered the password (then 6 to 8 digits guessed offline from it).
    // The password is swapped in the database to leave out the change's 24 h hold, longer than a key lives.
    await t.db
      .updateTable('users')
      .set({ withdrawal_password_hash: await hashPassword(OTHER_PIN) })
      .where('id', '=', alice.user.id)
      .execute();
    const underOther = await withdraw(alice, { withdrawalPassword: OTHER_PIN }, 'w-1');
    expect(withdrawalOrder.parse(accepted(underOther)).orderNo).toBe(first.orderNo);
    expect(underOther.headers['idempotent-replayed']).toBe('true');
    expect(await balance(alice.user.id)).toMatchObject({ available: '79', frozen: '21' });
  });

  it('100 parallel withdrawals against one balance: exactly floor(available / (amount + fee)) succeed', async () => {
    const alice = await member('alice', '1000');
    // A person's tries take turns on one server: half go to a second one, so that they race in the database.
    const peer = await buildPeerApp(t, backend.name, { bus });
    const replies = await Promise.all(
      Array.from({ length: 100 }, (_, i) =>
        withdraw(alice, { amount: '10' }, `par-${i}`, i % 2 === 0 ? t : { app: peer }),
      ),
    ).finally(() => peer.close());
    const ok = replies.filter((r) => r.status === 200);
    const short = replies.filter((r) => r.status === 400 && r.body.code === 'INSUFFICIENT_BALANCE');
    expect(ok).toHaveLength(Math.floor(1000 / 11));
    expect(short).toHaveLength(100 - ok.length);
    expect(await balance(alice.user.id)).toMatchObject({ available: '10', frozen: '990' });
    expect(await t.db.selectFrom('withdrawal_orders').select('id').execute()).toHaveLength(90);
  }, 120_000);

  it('operators take, complete (settled to withdrawals and fees), and the person hears each step', async () => {
    const events: UserEventEnvelope[] = [];
    const stop = subscribeUserEvents(bus, (envelope) => events.push(envelope));
    try {
      const owner = await signInOwner(t);
      const alice = await member('alice', '50');
      // A deposit credited earlier shows beside the request.
      await t.db
        .insertInto('recharge_orders')
        .values(await creditedDeposit(alice.user.id))
        .execute();
      const order = await placed(alice);
      const queue = accepted<{ items: unknown[] }>(await admin(owner).get('/withdrawal/orders'));
      const seen = adminWithdrawalOrder.parse(queue.items[0]);
      expect(seen).toMatchObject({
        orderNo: order.orderNo,
        user: { account: 'alice', kycStatus: 'verified' },
        needsSecondApproval: false,
        takenBy: null,
        recentDeposits: [{ orderNo: 'R20260101AAAAAAAAAA', actualAmount: '50', completedAt: t.clock.now() }],
      });
      expect(seen.user.registeredAt).toBeLessThanOrEqual(t.clock.now());
      refused(
        await admin(owner).post(`/withdrawal/orders/${order.orderNo}/complete`, { txId: '0xabc' }),
        409,
        'ORDER_STATUS_CHANGED',
      );
      expect((await withdrawalFigures(t.db, new Date(0))).pending).toBe(1);
      const taken = adminWithdrawalOrder.parse(
        accepted(await admin(owner).post(`/withdrawal/orders/${order.orderNo}/take`)),
      );
      expect(taken).toMatchObject({ status: 'processing', takenBy: owner.operatorId });
      refused(
        await memberPost(t, `/withdrawal/orders/${order.orderNo}/cancel`, {}, { token: alice.token }),
        409,
        'ORDER_STATUS_CHANGED',
      );
      refused(
        await admin(owner).post(`/withdrawal/orders/${order.orderNo}/complete`, { txId: '' }),
        422,
        'VALIDATION_FAILED',
      );
      const done = adminWithdrawalOrder.parse(
        accepted(await admin(owner).post(`/withdrawal/orders/${order.orderNo}/complete`, { txId: 'a1b2c3' })),
      );
      expect(done).toMatchObject({ status: 'completed', txId: 'a1b2c3' });
      expect(await balance(alice.user.id)).toMatchObject({ available: '79', frozen: '0' });
      expect(await systemSum('withdrawals')).toBe('20');
      expect(await withdrawalFigures(t.db, new Date(t.clock.now() - HOUR))).toEqual({
        pending: 0,
        todaySums: { USDT: '20' },
      });
      expect(await systemSum('fees')).toBe('1');
      const mine = withdrawalOrder.parse(
        accepted(await t.get(`${API}/withdrawal/orders/${order.orderNo}`, { token: alice.token })),
      );
      expect(mine).toMatchObject({ status: 'completed', txId: 'a1b2c3' });
      expect(mine.completedAt).not.toBeNull();
      const statuses = events.flatMap((e) =>
        e.userId === alice.user.id && e.event.kind === 'withdrawal-order' ? [e.event.order.status] : [],
      );
      expect(statuses).toEqual(['pending', 'processing', 'completed']);
      const mail = await lastMail(t, { kind: 'finance_withdrawalCompleted' });
      expect(mail.text).toContain('a1b2c3');
      const actions = await t.db
        .selectFrom('audit_log')
        .select('action')
        .where('action', 'like', 'withdrawal.%')
        .where('target_id', '=', order.orderNo)
        .orderBy('seq')
        .execute();
      expect(actions.map((a) => a.action)).toEqual(['withdrawal.take', 'withdrawal.complete']);
    } finally {
      stop();
    }
  });

  it('a person’s cancel racing an operator’s take: one wins, the other gets 409, money stays exact', async () => {
    const owner = await signInOwner(t);
    const alice = await member('alice', '1000');
    for (let round = 0; round < 6; round += 1) {
      const order = await placed(alice);
      const [cancel, take] = await Promise.all([
        memberPost(t, `/withdrawal/orders/${order.orderNo}/cancel`, {}, { token: alice.token }),
        admin(owner).post(`/withdrawal/orders/${order.orderNo}/take`),
      ]);
      expect([cancel.status, take.status].sort()).toEqual([200, 409]);
    }
    const rows = await t.db.selectFrom('withdrawal_orders').select('status').execute();
    const processing = rows.filter((r) => r.status === 'processing').length;
    expect(rows.filter((r) => r.status === 'cancelled')).toHaveLength(6 - processing);
    expect(await balance(alice.user.id)).toMatchObject({
      frozen: String(21 * processing),
      available: String(1000 - 21 * processing),
    });
  });

  it('above the threshold a second, different finance operator must approve before completion', async () => {
    const owner = await signInOwner(t);
    const finance = await addOperator(t, owner, 'finance@example.com', 'finance');
    // Verified: above the identity limit only a verified person withdraws this much.
    const alice = await member('alice', '20000');
    const order = await placed(alice, { amount: '10000' });
    accepted(await admin(owner).post(`/withdrawal/orders/${order.orderNo}/take`));
    const early = await admin(owner).post(`/withdrawal/orders/${order.orderNo}/complete`, { txId: 'tx' });
    refused(early, 409, 'SECOND_APPROVAL_REQUIRED');
    refused(await admin(owner).post(`/withdrawal/orders/${order.orderNo}/approve`), 403, 'SAME_OPERATOR');
    const approved = adminWithdrawalOrder.parse(
      accepted(await admin(finance).post(`/withdrawal/orders/${order.orderNo}/approve`)),
    );
    expect(approved).toMatchObject({
      needsSecondApproval: true,
      takenBy: owner.operatorId,
      approvedBy: finance.operatorId,
    });
    refused(await admin(finance).post(`/withdrawal/orders/${order.orderNo}/approve`), 409, 'CONFLICT');
    const [a, b] = await Promise.all([
      admin(owner).post(`/withdrawal/orders/${order.orderNo}/complete`, { txId: 'tx-1' }),
      admin(finance).post(`/withdrawal/orders/${order.orderNo}/complete`, { txId: 'tx-2' }),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    expect(await balance(alice.user.id)).toMatchObject({ available: '9999', frozen: '0' });
    expect(await systemSum('withdrawals')).toBe('10000');
    // Below the threshold one operator does it all.
    const small = await placed(alice, { amount: '100' });
    accepted(await admin(finance).post(`/withdrawal/orders/${small.orderNo}/take`));
    accepted(await admin(finance).post(`/withdrawal/orders/${small.orderNo}/complete`, { txId: 'tx-3' }));
  });

  it('takes the four-eyes threshold from WITHDRAWAL_SECOND_APPROVAL_FROM', async () => {
    await t.rebuild({ env: { ...OWNER_ENV, WITHDRAWAL_SECOND_APPROVAL_FROM: '50' }, overrides: { bus } });
    const owner = await signInOwner(t);
    const alice = await member('alice', '1000');
    const order = await placed(alice, { amount: '60' });
    accepted(await admin(owner).post(`/withdrawal/orders/${order.orderNo}/take`));
    refused(
      await admin(owner).post(`/withdrawal/orders/${order.orderNo}/complete`, { txId: 'tx' }),
      409,
      'SECOND_APPROVAL_REQUIRED',
    );
  });

  it('reject and fail unfreeze exactly, say why, and are mailed; fail needs a taken order', async () => {
    const owner = await signInOwner(t);
    const support = await addOperator(t, owner, 'support@example.com', 'support');
    const alice = await member('alice', '100');
    const first = await placed(alice);
    const second = await placed(alice, { configId: 'usdt_erc20', address: ETH, amount: '25' });
    refused(await admin(support).post(`/withdrawal/orders/${first.orderNo}/take`), 403, 'FORBIDDEN');
    refused(
      await admin(owner).post(`/withdrawal/orders/${first.orderNo}/fail`, { reason: 'node down' }),
      409,
      'ORDER_STATUS_CHANGED',
    );
    refused(
      await admin(owner).post(`/withdrawal/orders/${first.orderNo}/reject`, { reason: '' }),
      422,
      'VALIDATION_FAILED',
    );
    accepted(
      await admin(owner).post(`/withdrawal/orders/${first.orderNo}/reject`, { reason: 'Address flagged' }),
    );
    accepted(await admin(owner).post(`/withdrawal/orders/${second.orderNo}/take`));
    accepted(
      await admin(owner).post(`/withdrawal/orders/${second.orderNo}/fail`, { reason: 'Chain congestion' }),
    );
    expect(await balance(alice.user.id)).toMatchObject({ available: '100', frozen: '0' });
    const rejected = withdrawalOrder.parse(
      accepted(await t.get(`${API}/withdrawal/orders/${first.orderNo}`, { token: alice.token })),
    );
    expect(rejected).toMatchObject({ status: 'rejected', rejectReason: 'Address flagged' });
    const failed = withdrawalOrder.parse(
      accepted(await t.get(`${API}/withdrawal/orders/${second.orderNo}`, { token: alice.token })),
    );
    expect(failed).toMatchObject({ status: 'failed', rejectReason: 'Chain congestion' });
    const kinds = await t.db
      .selectFrom('mail_outbox')
      .select('kind')
      .where('kind', 'like', 'finance_withdrawal%')
      .execute();
    expect(kinds.map((k) => k.kind).sort()).toEqual([
      'finance_withdrawalFailed',
      'finance_withdrawalRejected',
    ]);
    refused(
      await admin(owner).post(`/withdrawal/orders/${first.orderNo}/reject`, { reason: 'again' }),
      409,
      'ORDER_STATUS_CHANGED',
    );
    expect(await balance(alice.user.id)).toMatchObject({ available: '100', frozen: '0' });
  });
});
