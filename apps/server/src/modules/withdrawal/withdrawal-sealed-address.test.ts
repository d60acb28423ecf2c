import { describe, expect, it } from 'vitest';
import { OWNER_ENV, signInOwner } from '../../../test/admin-helpers.ts';
import { API, type Session } from '../../../test/auth-helpers.ts';
import {
  accepted,
  addOperator,
  memberPost,
  operatorCall,
  placeWithdrawal,
  WITHDRAWAL_PIN,
  withdrawingMember,
} from '../../../test/finance-helpers.ts';
import { lastMail } from '../../../test/outbox-mail.ts';
import { type TestApp, useTestApp } from '../../../test/test-app.ts';
import { backends } from '../../../test/test-database.ts';

const TRON = 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t';
const OTHER_TRON = 'TAcWbsKJryUGAGqHSJWa8bhgZQJtkvCaGd';
// EIP-55's own example: mixed case is its checksum, so the same address in lower case is the same address.
const ERC20 = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed';

type Listed = { items: Array<{ orderNo: string; address: string }> };

/** The order's row as the database holds it. */
const rawRow = (t: TestApp, orderNo: string) =>
  t.db.selectFrom('withdrawal_orders').selectAll().where('order_no', '=', orderNo).executeTakeFirstOrThrow();

async function withdrawTo(
  t: TestApp,
  who: Session,
  network: 'trc20' | 'erc20',
  address: string,
  key?: string,
) {
  const body = { configId: `usdt_${network}`, amount: '50', address, withdrawalPassword: WITHDRAWAL_PIN };
  const options = { token: who.token, ...(key ? { key } : {}) };
  return accepted<{ orderNo: string; address: string }>(
    await memberPost(t, '/withdrawal/orders', body, options),
  );
}

/** As a row written before addresses were sealed: the address plain, nothing sealed, no index. */
async function makeLegacy(t: TestApp, orderNo: string, address: string): Promise<void> {
  await t.db
    .updateTable('withdrawal_orders')
    .set({ address, address_sealed: null, address_hmac: null })
    .where('order_no', '=', orderNo)
    .execute();
}

// Personal data at rest: where a person's money goes is sealed in the row (bound to that order of that
// person), found by the console through a blind index, and read whole only by the person and finance.
describe.each(backends)('withdrawal addresses sealed at rest ($name)', (backend) => {
  const t = useTestApp(backend, { env: OWNER_ENV });

  it('keeps no plain address in the row, the Idempotency-Key replay or the mail; the person and finance read it whole', async () => {
    const finance = operatorCall(t, await addOperator(t, await signInOwner(t), 'mia@example.com', 'finance'));
    const alice = await withdrawingMember(t, 'alice', '200');
    const placed = await withdrawTo(t, alice, 'trc20', TRON, 'key-seal-1');
    expect(placed.address).toBe(TRON);

    const row = await rawRow(t, placed.orderNo);
    expect(JSON.stringify(row)).not.toContain(TRON);
    expect(row.address).toBeNull();
    expect(row.address_sealed).toMatch(/^v1\./);
    expect(row.address_hmac).toMatch(/^[\w-]{43}$/);
    const keys = await t.db.selectFrom('idempotency_keys').select('response').execute();
    expect(keys).toHaveLength(1);
    expect(JSON.stringify(keys)).not.toContain(TRON);
    // The replay still answers the order with its address.
    expect(await withdrawTo(t, alice, 'trc20', TRON, 'key-seal-1')).toEqual(placed);

    const mine = await t.get(`${API}/withdrawal/orders/${placed.orderNo}`, { token: alice.token });
    expect(accepted(mine)).toMatchObject({ address: TRON });
    expect(accepted<Listed>(await t.get(`${API}/withdrawal/orders`, { token: alice.token })).items).toEqual([
      expect.objectContaining({ orderNo: placed.orderNo, address: TRON }),
    ]);
    expect(accepted(await finance.get(`/withdrawal/orders/${placed.orderNo}`))).toMatchObject({
      address: TRON,
    });

    accepted(await finance.post(`/withdrawal/orders/${placed.orderNo}/take`));
    accepted(await finance.post(`/withdrawal/orders/${placed.orderNo}/complete`, { txId: 'a'.repeat(64) }));
    const mail = await lastMail(t, { kind: 'finance_withdrawalCompleted' });
    expect(mail.text).toContain('TR7NHq************************Lj6t');
    expect(mail.text).not.toContain(TRON);
    expect(JSON.stringify(await rawRow(t, placed.orderNo))).not.toContain(TRON);
  });

  it('finds an order by its exact address (an ERC20 one in any case), and not by another address', async () => {
    const finance = operatorCall(t, await addOperator(t, await signInOwner(t), 'mia@example.com', 'finance'));
    const alice = await withdrawingMember(t, 'alice', '500');
    const tron = (await withdrawTo(t, alice, 'trc20', TRON)).orderNo;
    const erc = (await withdrawTo(t, alice, 'erc20', ERC20)).orderNo;
    const found = async (search: string) =>
      accepted<Listed>(
        await finance.get(`/withdrawal/orders?search=${encodeURIComponent(search)}`),
      ).items.map((item) => item.orderNo);

    expect(await found(TRON)).toEqual([tron]);
    expect(await found(ERC20)).toEqual([erc]);
    expect(await found(ERC20.toLowerCase())).toEqual([erc]);
    expect(await found(OTHER_TRON)).toEqual([]);
    expect(await found(TRON.toLowerCase())).toEqual([]);
  });

  it('reads and finds an order stored plain before sealing; seal:legacy seals it once, and it reads the same', async () => {
    const finance = operatorCall(t, await addOperator(t, await signInOwner(t), 'mia@example.com', 'finance'));
    const alice = await withdrawingMember(t, 'alice', '200');
    const legacy = await placeWithdrawal(t, alice, '20');
    const sealed = await placeWithdrawal(t, alice, '30');
    await makeLegacy(t, legacy, TRON);
    const reads = async () => {
      const mine = await t.get(`${API}/withdrawal/orders/${legacy}`, { token: alice.token });
      expect(accepted(mine)).toMatchObject({ address: TRON });
      expect(accepted(await finance.get(`/withdrawal/orders/${legacy}`))).toMatchObject({ address: TRON });
      const listed = accepted<Listed>(await finance.get(`/withdrawal/orders?search=${TRON}`)).items;
      expect(listed.map((item) => item.orderNo).sort()).toEqual([legacy, sealed].sort());
    };
    await reads();

    expect(await t.app.finance.withdrawal.sealLegacyAddresses()).toBe(1);
    const row = await rawRow(t, legacy);
    expect(JSON.stringify(row)).not.toContain(TRON);
    expect(row.address_sealed).toMatch(/^v1\./);
    expect(row.address_hmac).toBe((await rawRow(t, sealed)).address_hmac);
    await reads();
    // Run again: nothing left to seal, nothing sealed twice.
    const before = row.address_sealed;
    expect(await t.app.finance.withdrawal.sealLegacyAddresses()).toBe(0);
    expect((await rawRow(t, legacy)).address_sealed).toBe(before);
  });

  it('seals legacy rows across pages, a page at a time', async () => {
    const alice = await withdrawingMember(t, 'alice', '500');
    const orders = [];
    for (const amount of ['20', '21', '22', '23', '24']) orders.push(await placeWithdrawal(t, alice, amount));
    for (const orderNo of orders) await makeLegacy(t, orderNo, TRON);
    expect(await t.app.finance.withdrawal.sealLegacyAddresses(2)).toBe(5);
    const plain = await t.db
      .selectFrom('withdrawal_orders')
      .select('id')
      .where('address', 'is not', null)
      .execute();
    expect(plain).toEqual([]);
  });

  it('a sealed address copied onto another order does not open: a 500 that shows neither address', async () => {
    const alice = await withdrawingMember(t, 'alice', '200');
    const bob = await withdrawingMember(t, 'bob', '200');
    const from = await withdrawTo(t, alice, 'trc20', TRON);
    const onto = await withdrawTo(t, bob, 'trc20', OTHER_TRON);
    const copied = await rawRow(t, from.orderNo);
    await t.db
      .updateTable('withdrawal_orders')
      .set({ address_sealed: copied.address_sealed, address_hmac: copied.address_hmac })
      .where('order_no', '=', onto.orderNo)
      .execute();

    const reply = await t.get(`${API}/withdrawal/orders/${onto.orderNo}`, { token: bob.token });
    expect(reply.status).toBe(500);
    expect(reply.body).toMatchObject({ success: false, code: 'INTERNAL_ERROR' });
    expect(JSON.stringify(reply.body)).not.toContain(TRON);
    expect(JSON.stringify(reply.body)).not.toContain(OTHER_TRON);
    // The order it came from still opens.
    const original = await t.get(`${API}/withdrawal/orders/${from.orderNo}`, { token: alice.token });
    expect(accepted(original)).toMatchObject({ address: TRON });
  });
});
