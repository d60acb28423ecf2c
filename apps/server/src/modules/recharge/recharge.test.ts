import {
  adminRechargeOrder,
  type RechargeConfig,
  rechargeConfigList,
  rechargeOrder,
  rechargeOrderList,
} from '@halcyon/api';
import { afterEach, describe, expect, it } from 'vitest';
import { ADMIN, adminRequest, OWNER_ENV, signInOwner } from '../../../test/admin-helpers.ts';
import { API, registerUser } from '../../../test/auth-helpers.ts';
import {
  accepted,
  addOperator,
  memberPost,
  operatorCall,
  placeDeposit,
  refused,
} from '../../../test/finance-helpers.ts';
import { lastMail } from '../../../test/outbox-mail.ts';
import { type Reply, useTestApp } from '../../../test/test-app.ts';
import { backends } from '../../../test/test-database.ts';
import { pngImage, upload, uploadProof } from '../../../test/upload-fixtures.ts';
import { createMemoryBus } from '../../platform/bus.ts';
import { subscribeUserEvents, type UserEventEnvelope } from '../../platform/user-events.ts';
import { auditLedger, createLedger } from '../ledger/index.ts';
import { depositFigures } from './index.ts';

const HOUR = 60 * 60 * 1000;

describe.each(backends)('recharge ($name)', (backend) => {
  const bus = createMemoryBus({ error: () => undefined });
  const t = useTestApp(backend, { env: OWNER_ENV, overrides: { bus } });
  const ledger = () => createLedger({ db: t.db, clock: t.clock });
  const balance = (userId: string) => ledger().balance(userId, 'USDT');
  const systemSum = async (account: 'deposits' | 'fees') => {
    const row = await t.db
      .selectFrom('ledger_lines')
      .select((eb) => eb.fn.coalesce(eb.fn.sum<string>('amount'), eb.val('0')).as('total'))
      .where('account', '=', account)
      .executeTakeFirstOrThrow();
    return Number(row.total);
  };

  afterEach(async () => {
    const report = await auditLedger(t.db);
    expect(report.clean, JSON.stringify(report)).toBe(true);
  });

  it('lists the active configs: crypto_001 on TRC20, 10 to 100000 USDT, fee 0.1 %', async () => {
    const alice = await registerUser(t, 'alice');
    const configs = rechargeConfigList.parse(
      accepted(await t.get(`${API}/recharge/configs`, { token: alice.token })),
    );
    expect(configs).toHaveLength(1);
    expect(configs[0]).toMatchObject({
      id: 'crypto_001',
      network: 'TRC20',
      currency: 'USDT',
      minAmount: '10',
      maxAmount: '100000',
      feeRate: '0.001',
      active: true,
    });
    expect(configs[0]?.paymentInfo.address).toMatch(/^T[1-9A-HJ-NP-Za-km-z]{33}$/);
    refused(await t.get(`${API}/recharge/configs`), 401, 'UNAUTHORIZED');
  });

  it('creates a pending order with the fee rounded up to 8 decimals and the payment info copied', async () => {
    const alice = await registerUser(t, 'alice');
    const proofFileId = await uploadProof(t, alice.token);
    const body = { configId: 'crypto_001', amount: '10.00000001', proofFileId, remark: 'first deposit' };
    const order = rechargeOrder.parse(
      accepted(await memberPost(t, '/recharge/orders', body, { token: alice.token })),
    );
    expect(order).toMatchObject({
      status: 'pending',
      amount: '10.00000001',
      fee: '0.01000001',
      actualAmount: '9.99',
      method: 'TRC20',
      remark: 'first deposit',
      proofFileId,
      rejectReason: null,
      completedAt: null,
    });
    expect(order.orderNo).toMatch(/^R\d{8}[A-Z2-9]{10}$/);
    expect(order.paymentInfo.address).toMatch(/^T/);
    expect(order.expiresAt - order.createdAt).toBe(24 * HOUR);
    expect((await balance(alice.user.id)).available).toBe('0');
  });

  it('refuses with the spec messages and creates nothing', async () => {
    const alice = await registerUser(t, 'alice');
    const bob = await registerUser(t, 'bob');
    const proofFileId = await uploadProof(t, alice.token);
    const post = (body: Record<string, unknown>) =>
      memberPost(
        t,
        '/recharge/orders',
        { configId: 'crypto_001', amount: '100', proofFileId, ...body },
        { token: alice.token },
      );

    const small = await post({ amount: '9.99' });
    refused(small, 400, 'RECHARGE_AMOUNT_TOO_SMALL');
    expect(small.body.message).toBe('Recharge amount cannot be less than 10 USDT');
    const large = await post({ amount: '100000.01' });
    refused(large, 400, 'RECHARGE_AMOUNT_TOO_LARGE');
    // Grouped like the limits on the form ("100,000"), in every language as the app groups figures.
    expect(large.body.message).toBe('Recharge amount cannot be more than 100,000 USDT');
    const largeDe = await memberPost(
      t,
      '/recharge/orders',
      { configId: 'crypto_001', amount: '100000.01', proofFileId },
      { token: alice.token, lang: 'de' },
    );
    expect(largeDe.body.message).toBe('Der Einzahlungsbetrag darf 100,000 USDT nicht übersteigen');
    const missing = await post({ amount: '' });
    refused(missing, 422, 'VALIDATION_FAILED');
    expect(missing.body.errors).toMatchObject({ amount: ['Please enter an amount'] });
    for (const amount of ['abc', '0', '-5', '1e3', '1.123456789']) {
      const invalid = await post({ amount });
      refused(invalid, 422, 'VALIDATION_FAILED');
      expect(invalid.body.errors, amount).toMatchObject({ amount: ['Please enter a valid amount'] });
    }
    const noProof = await post({ proofFileId: undefined });
    refused(noProof, 422, 'VALIDATION_FAILED');
    expect(noProof.body.errors).toMatchObject({ proofFileId: ['Please upload the payment proof'] });
    const bobsProof = await uploadProof(t, bob.token);
    const notMine = await post({ proofFileId: bobsProof });
    refused(notMine, 400, 'PROOF_NOT_FOUND');
    expect(notMine.body.message).toBe('Payment proof not found, please upload it again');
    const avatar = await upload(t, alice.token, 'avatar', { data: await pngImage() });
    refused(
      await post({ proofFileId: (avatar.body.data as { fileId: string }).fileId }),
      400,
      'PROOF_NOT_FOUND',
    );
    refused(await post({ configId: 'nope' }), 400, 'RECHARGE_CONFIG_INACTIVE');
    await t.db
      .updateTable('recharge_configs')
      .set({ active: false })
      .where('id', '=', 'crypto_001')
      .execute();
    try {
      const inactive = await post({});
      refused(inactive, 400, 'RECHARGE_CONFIG_INACTIVE');
      expect(inactive.body.message).toBe('Recharge config is inactive');
      expect(
        rechargeConfigList.parse(accepted(await t.get(`${API}/recharge/configs`, { token: alice.token }))),
      ).toEqual([]);
    } finally {
      await t.db
        .updateTable('recharge_configs')
        .set({ active: true })
        .where('id', '=', 'crypto_001')
        .execute();
    }
    const zh = await memberPost(
      t,
      '/recharge/orders',
      { configId: 'crypto_001', amount: '5', proofFileId },
      { token: alice.token, lang: 'zh-CN' },
    );
    expect(zh.body.message).toBe('充值金额不能少于 10 USDT');
    // A fee that would eat the whole amount credits nothing: refused, not stored as a zero deposit.
    await t.db
      .updateTable('recharge_configs')
      .set({ min_amount: '0.00000001', fee_rate: '0.99999999' })
      .where('id', '=', 'crypto_001')
      .execute();
    try {
      refused(await post({ amount: '0.00000001' }), 400, 'RECHARGE_AMOUNT_TOO_SMALL');
    } finally {
      await t.db
        .updateTable('recharge_configs')
        .set({ min_amount: '10', fee_rate: '0.001' })
        .where('id', '=', 'crypto_001')
        .execute();
    }
    expect(await t.db.selectFrom('recharge_orders').selectAll().execute()).toEqual([]);
  });

  it('answers a replayed Idempotency-Key with the first order and creates one', async () => {
    const alice = await registerUser(t, 'alice');
    const proofFileId = await uploadProof(t, alice.token);
    const body = { configId: 'crypto_001', amount: '50', proofFileId };
    const first = accepted<{ orderNo: string }>(
      await memberPost(t, '/recharge/orders', body, { token: alice.token, key: 'dep-1' }),
    );
    const again = await memberPost(t, '/recharge/orders', body, { token: alice.token, key: 'dep-1' });
    expect(accepted<{ orderNo: string }>(again).orderNo).toBe(first.orderNo);
    expect(again.headers['idempotent-replayed']).toBe('true');
    refused(
      await memberPost(
        t,
        '/recharge/orders',
        { ...body, amount: '60' },
        { token: alice.token, key: 'dep-1' },
      ),
      409,
      'IDEMPOTENCY_KEY_REUSED',
    );
    expect(await t.db.selectFrom('recharge_orders').select('order_no').execute()).toHaveLength(1);
  });

  it('lists, filters and pages a person’s own orders; another person’s order is 404', async () => {
    const alice = await registerUser(t, 'alice');
    const bob = await registerUser(t, 'bob');
    const orders: string[] = [];
    for (const amount of ['10', '20', '30']) {
      orders.push((await placeDeposit(t, alice.token, amount)).orderNo);
      t.clock.advance(1_000);
    }
    accepted(await memberPost(t, `/recharge/orders/${orders[0]}/cancel`, {}, { token: alice.token }));
    const all = rechargeOrderList.parse(
      accepted(await t.get(`${API}/recharge/orders?limit=2`, { token: alice.token })),
    );
    expect(all.pagination).toEqual({ total: 3, page: 1, limit: 2, totalPages: 2 });
    expect(all.items.map((o) => o.orderNo)).toEqual([orders[2], orders[1]]);
    const pending = rechargeOrderList.parse(
      accepted(await t.get(`${API}/recharge/orders?status=pending`, { token: alice.token })),
    );
    expect(pending.items.map((o) => o.amount)).toEqual(['30', '20']);
    const cancelled = rechargeOrderList.parse(
      accepted(await t.get(`${API}/recharge/orders?status=cancelled`, { token: alice.token })),
    );
    expect(cancelled.items.map((o) => o.orderNo)).toEqual([orders[0]]);
    const bobs = rechargeOrderList.parse(
      accepted(await t.get(`${API}/recharge/orders`, { token: bob.token })),
    );
    expect(bobs.items).toEqual([]);
    refused(await t.get(`${API}/recharge/orders/${orders[1]}`, { token: bob.token }), 404, 'ORDER_NOT_FOUND');
    refused(
      await memberPost(t, `/recharge/orders/${orders[1]}/cancel`, {}, { token: bob.token }),
      404,
      'ORDER_NOT_FOUND',
    );
    refused(
      await t.get(`${API}/recharge/orders/R00000000XXXXXXXXXX`, { token: alice.token }),
      404,
      'ORDER_NOT_FOUND',
    );
    expect(
      rechargeOrder.parse(
        accepted(await t.get(`${API}/recharge/orders/${orders[1]}`, { token: alice.token })),
      ).status,
    ).toBe('pending');
    // Cancelled once: a second cancel is a conflict, not a second change.
    refused(
      await memberPost(t, `/recharge/orders/${orders[0]}/cancel`, {}, { token: alice.token }),
      409,
      'ORDER_STATUS_CHANGED',
    );
  });

  it('an approval credits the actual amount from deposits and the fee to fees, once, audited, pushed and mailed', async () => {
    const events: UserEventEnvelope[] = [];
    const stop = subscribeUserEvents(bus, (envelope) => events.push(envelope));
    try {
      const owner = await signInOwner(t);
      const alice = await registerUser(t, 'alice');
      // Alice uses the app in German (stored with her): her deposit's mail is written in German.
      await memberPost(t, '/user/locale', { locale: 'de' }, { token: alice.token });
      const { orderNo, proofFileId } = await placeDeposit(t, alice.token, '100', { lang: 'de' });
      const queue = accepted<{ items: Array<{ orderNo: string }> }>(
        await adminRequest(t, 'GET', '/recharge/orders', undefined, { session: owner }),
      );
      expect(queue.items.map((o) => o.orderNo)).toEqual([orderNo]);
      expect((await depositFigures(t.db, new Date(0))).pending).toBe(1);
      const approved = adminRechargeOrder.parse(
        accepted(
          await adminRequest(
            t,
            'POST',
            `/recharge/orders/${orderNo}/approve`,
            { reference: '0xabc' },
            { session: owner },
          ),
        ),
      );
      expect(approved).toMatchObject({
        status: 'completed',
        reference: '0xabc',
        decidedBy: owner.operatorId,
        user: { account: 'alice', kycStatus: 'unverified' },
      });
      expect(approved.proofAdminUrl).toBe(`${ADMIN}/files/${proofFileId}`);
      expect(await balance(alice.user.id)).toMatchObject({ available: '99.9', frozen: '0' });
      expect(await systemSum('deposits')).toBe(-100);
      expect(await systemSum('fees')).toBe(0.1);
      // The console dashboard's figures.
      expect(await depositFigures(t.db, new Date(t.clock.now() - HOUR))).toEqual({
        pending: 0,
        todaySums: { USDT: '100' },
      });
      const dashboard = await adminRequest(t, 'GET', '/dashboard', undefined, { session: owner });
      expect(dashboard.body).toMatchObject({
        data: { deposits: { pending: 0, todaySums: { USDT: '100' } } },
      });
      const entries = await t.db
        .selectFrom('ledger_entries')
        .selectAll()
        .where('cause_type', '=', 'recharge')
        .execute();
      expect(entries).toHaveLength(1);
      const audit = await t.db
        .selectFrom('audit_log')
        .selectAll()
        .where('action', '=', 'recharge.approve')
        .where('target_id', '=', orderNo)
        .execute();
      expect(audit).toHaveLength(1);
      expect(audit[0]?.target_id).toBe(orderNo);
      const mail = await lastMail(t, { to: alice.user.email, kind: 'finance_rechargeCompleted' });
      expect(mail.subject).toContain('gutgeschrieben');
      expect(mail.text).toContain('99.9 USDT');
      const mine = events.filter((e) => e.userId === alice.user.id).map((e) => e.event);
      expect(
        mine
          .filter((e) => e.kind === 'recharge-order')
          .map((e) => e.kind === 'recharge-order' && e.order.status),
      ).toEqual(['pending', 'completed']);
      expect(mine.some((e) => e.kind === 'balance' && e.balance.available === '99.9')).toBe(true);
      // Decided: approving or rejecting again changes nothing.
      refused(
        await adminRequest(t, 'POST', `/recharge/orders/${orderNo}/approve`, {}, { session: owner }),
        409,
        'ORDER_STATUS_CHANGED',
      );
      refused(
        await adminRequest(
          t,
          'POST',
          `/recharge/orders/${orderNo}/reject`,
          { reason: 'x' },
          { session: owner },
        ),
        409,
        'ORDER_STATUS_CHANGED',
      );
      refused(
        await memberPost(t, `/recharge/orders/${orderNo}/cancel`, {}, { token: alice.token }),
        409,
        'ORDER_STATUS_CHANGED',
      );
      expect(await balance(alice.user.id)).toMatchObject({ available: '99.9' });
    } finally {
      stop();
    }
  });

  it('two operators approving the same deposit at the same moment credit it once', async () => {
    const owner = await signInOwner(t);
    const finance = await addOperator(t, owner, 'finance@example.com', 'finance');
    const alice = await registerUser(t, 'alice');
    for (let round = 0; round < 3; round += 1) {
      const { orderNo } = await placeDeposit(t, alice.token, '100');
      const replies = await Promise.all([
        adminRequest(t, 'POST', `/recharge/orders/${orderNo}/approve`, {}, { session: owner }),
        adminRequest(t, 'POST', `/recharge/orders/${orderNo}/approve`, {}, { session: finance }),
        adminRequest(
          t,
          'POST',
          `/recharge/orders/${orderNo}/reject`,
          { reason: 'late' },
          { session: finance },
        ),
      ]);
      expect(replies.map((r) => r.status).sort()).toEqual([200, 409, 409]);
    }
    const credited = await t.db
      .selectFrom('recharge_orders')
      .select('status')
      .where('status', '=', 'completed')
      .execute();
    const expected = (credited.length * 99.9).toFixed(1);
    expect((await balance(alice.user.id)).available).toBe(String(Number(expected)));
    const entries = await t.db
      .selectFrom('ledger_entries')
      .select('id')
      .where('cause_type', '=', 'recharge')
      .execute();
    expect(entries).toHaveLength(credited.length);
  });

  it('a rejection moves nothing, shows its reason, is audited and mailed; a rejected deposit can be retried', async () => {
    const owner = await signInOwner(t);
    const alice = await registerUser(t, 'alice');
    const { orderNo, proofFileId } = await placeDeposit(t, alice.token, '100');
    refused(
      await adminRequest(
        t,
        'POST',
        `/recharge/orders/${orderNo}/reject`,
        { reason: ' ' },
        { session: owner },
      ),
      422,
      'VALIDATION_FAILED',
    );
    accepted(
      await adminRequest(
        t,
        'POST',
        `/recharge/orders/${orderNo}/reject`,
        { reason: 'Payment not received' },
        { session: owner },
      ),
    );
    const seen = rechargeOrder.parse(
      accepted(await t.get(`${API}/recharge/orders/${orderNo}`, { token: alice.token })),
    );
    expect(seen).toMatchObject({ status: 'rejected', rejectReason: 'Payment not received' });
    expect(await balance(alice.user.id)).toMatchObject({ available: '0' });
    expect(await t.db.selectFrom('ledger_entries').select('id').execute()).toEqual([]);
    const mail = await lastMail(t, { kind: 'finance_rechargeRejected' });
    expect(mail.text).toContain('Payment not received');
    expect(
      await t.db
        .selectFrom('audit_log')
        .select('action')
        .where('action', '=', 'recharge.reject')
        .where('target_id', '=', orderNo)
        .execute(),
    ).toHaveLength(1);
    // The retry is a new order, and may reuse the same proof.
    const retry = accepted<{ orderNo: string }>(
      await memberPost(
        t,
        '/recharge/orders',
        { configId: 'crypto_001', amount: '100', proofFileId },
        { token: alice.token },
      ),
    );
    expect(retry.orderNo).not.toBe(orderNo);
  });

  it('fails a deposit left pending 24 h, moving nothing, and mails its owner', async () => {
    const alice = await registerUser(t, 'alice');
    const { orderNo } = await placeDeposit(t, alice.token, '100');
    t.clock.advance(24 * HOUR - 1);
    expect(await t.app.finance.recharge.expirePass()).toBe(0);
    t.clock.advance(1);
    expect(await t.app.finance.recharge.expirePass()).toBe(1);
    const row = await t.db
      .selectFrom('recharge_orders')
      .selectAll()
      .where('order_no', '=', orderNo)
      .executeTakeFirstOrThrow();
    expect(row.status).toBe('failed');
    expect(await balance(alice.user.id)).toMatchObject({ available: '0' });
    expect(
      await t.db
        .selectFrom('mail_outbox')
        .select('kind')
        .where('kind', '=', 'finance_rechargeFailed')
        .execute(),
    ).toHaveLength(1);
    // The proof stays: a referenced upload is never swept.
    t.clock.advance(24 * HOUR);
    expect(await t.app.finance.uploads.sweepUnused()).toBe(0);
  });

  it('only operators whose role covers finance review deposits; only finance.personal reads proofs, the viewer sees the order without it', async () => {
    const owner = await signInOwner(t);
    const support = await addOperator(t, owner, 'support@example.com', 'support');
    const viewer = await addOperator(t, owner, 'viewer@example.com', 'viewer');
    const finance = await addOperator(t, owner, 'finance@example.com', 'finance');
    const alice = await registerUser(t, 'alice');
    const { orderNo, proofFileId } = await placeDeposit(t, alice.token, '100');
    refused(await operatorCall(t, support).get('/recharge/orders'), 403, 'FORBIDDEN');
    refused(await operatorCall(t, viewer).post(`/recharge/orders/${orderNo}/approve`), 403, 'FORBIDDEN');
    // Oversight: amounts and statuses, not the receipt with the payer's name and account on it.
    const listed = accepted<{ items: Record<string, unknown>[] }>(
      await operatorCall(t, viewer).get('/recharge/orders'),
    );
    // Nor the payer's e-mail: masked, the account name left to tell people apart.
    const maskedOwner = { account: 'alice', email: `a***@${alice.user.email.split('@')[1]}` };
    expect(alice.user.email).not.toBe(maskedOwner.email);
    expect(listed.items).toEqual([
      expect.objectContaining({
        orderNo,
        amount: '100',
        status: 'pending',
        proofAdminUrl: null,
        user: expect.objectContaining(maskedOwner),
      }),
    ]);
    expect(accepted(await operatorCall(t, viewer).get(`/recharge/orders/${orderNo}`))).toMatchObject({
      proofAdminUrl: null,
      user: maskedOwner,
    });
    expect(accepted(await operatorCall(t, finance).get(`/recharge/orders/${orderNo}`))).toMatchObject({
      proofAdminUrl: `${ADMIN}/files/${proofFileId}`,
      user: { email: alice.user.email },
    });
    const financeList = accepted<{ items: Array<{ user: { email: string } }> }>(
      await operatorCall(t, finance).get('/recharge/orders'),
    );
    expect(financeList.items[0]?.user.email).toBe(alice.user.email);
    // Nor can the viewer confirm a guessed e-mail by searching for it: the account and the order find it.
    const found = async (session: typeof viewer, search: string) =>
      accepted<{ items: Array<{ orderNo: string }> }>(
        await operatorCall(t, session).get(`/recharge/orders?search=${encodeURIComponent(search)}`),
      ).items.map((order) => order.orderNo);
    expect(await found(viewer, alice.user.email)).toEqual([]);
    expect(await found(viewer, 'alice')).toEqual([orderNo]);
    expect(await found(viewer, orderNo)).toEqual([orderNo]);
    expect(await found(finance, alice.user.email)).toEqual([orderNo]);
    for (const refusedRole of [support, viewer]) {
      const read = await adminRequest(t, 'GET', `/files/${proofFileId}`, undefined, { session: refusedRole });
      expect(read.status).toBe(404);
    }
    const asFinance = await t.app.inject({
      method: 'GET',
      url: `${ADMIN}/files/${proofFileId}`,
      headers: { cookie: `halcyon_admin=${finance.cookie}` },
    });
    expect(asFinance.statusCode).toBe(200);
    expect(asFinance.headers['content-type']).toBe('image/png');
    expect(asFinance.headers['x-content-type-options']).toBe('nosniff');
    // The read that showed the receipt is recorded on its person; the refused ones are not.
    const reads = await t.db
      .selectFrom('audit_log')
      .select(['action', 'target_id', 'operator_id', 'after'])
      .where('action', '=', 'uploads.view')
      .execute();
    expect(reads).toEqual([
      {
        action: 'uploads.view',
        target_id: alice.user.id,
        operator_id: finance.operatorId,
        after: { fileId: proofFileId, type: 'recharge_proof' },
      },
    ]);
    // A member's token is no operator credential.
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: `${ADMIN}/files/${proofFileId}`,
          headers: { authorization: `Bearer ${alice.token}` },
        })
      ).statusCode,
    ).toBe(401);
  });

  it('operators edit configs (a bank transfer config included), audited', async () => {
    const owner = await signInOwner(t);
    const admin = operatorCall(t, owner);
    const bank = {
      id: 'bank_001',
      name: 'Bank transfer',
      network: 'BANK',
      address: null,
      bankName: 'Example Bank',
      accountName: 'Halcyon Ltd',
      accountNumber: '123456789',
      bankCode: 'EXAMPLEX',
      minAmount: '100',
      maxAmount: '50000',
      feeRate: '0',
      active: true,
      sortOrder: 2,
    };
    refused(await admin.post('/recharge/configs', { ...bank, bankName: null }), 422, 'VALIDATION_FAILED');
    const inverted = await admin.post('/recharge/configs', { ...bank, minAmount: '100', maxAmount: '99' });
    refused(inverted, 422, 'VALIDATION_FAILED');
    expect(inverted.body.errors).toEqual({
      maxAmount: ['The maximum amount must be at least the minimum amount'],
    });
    accepted(await admin.post('/recharge/configs', bank));
    refused(await admin.post('/recharge/configs', bank), 409, 'CONFLICT');
    const alice = await registerUser(t, 'alice');
    const configs = rechargeConfigList.parse(
      accepted(await t.get(`${API}/recharge/configs`, { token: alice.token })),
    );
    expect(configs.map((c) => c.id)).toEqual(['crypto_001', 'bank_001']);
    expect(configs[1]?.paymentInfo).toMatchObject({
      network: 'BANK',
      address: null,
      bankName: 'Example Bank',
      accountNumber: '123456789',
    });
    const { orderNo } = await placeDeposit(t, alice.token, '100', { configId: 'bank_001' });
    const order = rechargeOrder.parse(
      accepted(await t.get(`${API}/recharge/orders/${orderNo}`, { token: alice.token })),
    );
    expect(order).toMatchObject({ method: 'BANK', fee: '0', actualAmount: '100' });
    accepted(await admin.put('/recharge/configs/bank_001', { ...bank, active: false }));
    // The order keeps the details it was placed with.
    expect(
      rechargeOrder.parse(accepted(await t.get(`${API}/recharge/orders/${orderNo}`, { token: alice.token })))
        .paymentInfo.bankName,
    ).toBe('Example Bank');
    const actions = await t.db
      .selectFrom('audit_log')
      .select('action')
      .where('action', 'like', 'recharge.config%')
      .orderBy('seq')
      .execute();
    expect(actions.map((a) => a.action)).toEqual(['recharge.config_create', 'recharge.config_update']);
    await t.db.deleteFrom('recharge_orders').where('config_id', '=', 'bank_001').execute();
    await t.db.deleteFrom('recharge_configs').where('id', '=', 'bank_001').execute();
  });

  it('a deposit address must be an address of its network by the withdrawal check (TRC20 base58check, ERC20 EIP-55): 422 on the field, translated', async () => {
    const owner = await signInOwner(t);
    const admin = operatorCall(t, owner);
    const german = operatorCall(t, owner, { headers: { 'accept-language': 'de' } });
    const erc20 = {
      id: 'erc20_001',
      name: 'USDT (ERC20)',
      network: 'ERC20',
      address: '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
      bankName: null,
      accountName: null,
      accountNumber: null,
      bankCode: null,
      minAmount: '10',
      maxAmount: '100000',
      feeRate: '0.001',
      active: true,
      sortOrder: 1,
    };
    const addressRefused = (reply: Reply, message: string) => {
      refused(reply, 422, 'VALIDATION_FAILED');
      expect(reply.body.errors).toEqual({ address: [message] });
    };
    // One letter of the EIP-55 checksum in the wrong case; a TRON address on ERC20; any text.
    for (const address of [
      '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAeD',
      'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t',
      'pay-me',
    ])
      addressRefused(
        await admin.post('/recharge/configs', { ...erc20, address }),
        'This is not a valid ERC20 address',
      );
    addressRefused(
      await german.post('/recharge/configs', { ...erc20, address: 'pay-me' }),
      'Das ist keine gültige ERC20-Adresse',
    );
    // The seeded TRC20 config: its address's last character changed breaks the base58check.
    const seeded = accepted<RechargeConfig[]>(await admin.get('/recharge/configs')).find(
      (config) => config.id === 'crypto_001',
    );
    if (!seeded?.paymentInfo.address) throw new Error('no seeded TRC20 config');
    const { paymentInfo, currency: _currency, ...kept } = seeded;
    const edit = { ...kept, ...paymentInfo, address: 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6u' };
    addressRefused(
      await admin.put('/recharge/configs/crypto_001', edit),
      'This is not a valid TRC20 address',
    );
    const after = accepted<RechargeConfig[]>(await admin.get('/recharge/configs'));
    expect(after.find((config) => config.id === 'crypto_001')?.paymentInfo.address).toBe(paymentInfo.address);
    expect(after.map((config) => config.id)).not.toContain('erc20_001');

    // Real addresses pass, in either case spelling EIP-55 allows.
    accepted(
      await admin.put('/recharge/configs/crypto_001', {
        ...edit,
        address: 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t',
      }),
    );
    accepted(await admin.post('/recharge/configs', erc20));
    accepted(
      await admin.put('/recharge/configs/erc20_001', { ...erc20, address: erc20.address.toLowerCase() }),
    );
    accepted(await admin.put('/recharge/configs/crypto_001', { ...edit, address: paymentInfo.address }));
    await t.db.deleteFrom('recharge_configs').where('id', '=', 'erc20_001').execute();
  });
});
