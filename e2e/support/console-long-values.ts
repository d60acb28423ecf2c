import { randomInt, randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { consoleApi } from './console-api.ts';
import { api, waitForEmailCode } from './fixtures.ts';
import { proofPng } from './images.ts';

/**
 * A person whose every value is as long as the rules allow, set up through the member API and the console
 * API, for the console screens journey to look at: the longest account and a long e-mail, nickname, real
 * name, ID number, withdrawal address, transaction reference and support message, a balance of
 * 123456789.12345678 USDT, and enough deposits that their ledger journal runs past one page.
 */

/** A deposit method of this journey's own, without the seeded one's 100000 maximum nor its fee. */
export const BIG_DEPOSIT_CONFIG = 'e2e_console_screens';
/** Credited in one deposit (fee rate 0): the balance an operator must read to the last digit. */
export const BIG_AMOUNT = '123456789.12345678';
/** Small deposits that push the journal past its ten-row page. */
const SMALL_DEPOSITS = ['10.00000001', '20.5', '30.12345678', '40', '50.87654321', '60.1', '70.2', '80.3'];
/** Eight decimals, under the 1000 USDT a day allowed without a verified identity. */
export const WITHDRAWAL_AMOUNT = '999.12345678';
/** An EIP-55 address (its checksum is right): 42 characters an operator compares before paying out. */
export const LONG_ADDRESS = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed';
/** A chain transaction id as long as Ethereum's (0x and 64 hex digits): the deposit's reference. */
export const LONG_TX = `0x${'9f3a1c8d6b4e2f0a7c5e3d1b8f6a4c2e'.repeat(2)}`;
export const NICKNAME = 'Maximilian Wolfeschlegel';
export const REAL_NAME = 'Maximiliana Alexandra Konstantinopoulou-Wolfeschlegelsteinhausen';
export const ID_NUMBER = 'E1234567890ABCDEFGHJ';
/** A long message, with a tx hash and a URL in it that cannot be broken at a space. */
export const SUPPORT_TEXT = `Hello, my withdrawal to ${LONG_ADDRESS} has not arrived after two days. The explorer shows https://etherscan.io/tx/${LONG_TX}?network=mainnet&source=halcyon-withdrawal-history-page as pending. ${'I have checked the address twice and it matches what I entered in the app. '.repeat(4)}Please help.`;

export type LongPerson = {
  account: string;
  email: string;
  password: string;
  token: string;
  withdrawalNo: string;
  rechargeNo: string;
  /** USDT available and frozen after the deposits and the withdrawal, to the 8th decimal. */
  available: string;
  frozen: string;
};

/** An amount of at most 8 decimals in units of 1e-8, and back: exact sums without a float. */
const units = (amount: string) => {
  const [whole = '0', written = ''] = amount.split('.');
  const fraction = written.replace(/0+$/, '');
  if (fraction.length > 8) throw new Error(`more than 8 decimals: ${amount}`);
  return BigInt(whole + fraction.padEnd(8, '0'));
};
const decimal = (value: bigint) => {
  const digits = value.toString().padStart(9, '0');
  const fraction = digits.slice(-8).replace(/0+$/, '');
  return fraction ? `${digits.slice(0, -8)}.${fraction}` : digits.slice(0, -8);
};

/** The longest account (20 characters) and an e-mail of exactly 60. */
function longIdentity(): { account: string; email: string; password: string } {
  const suffix = `${Date.now().toString(36)}${randomInt(36 ** 3).toString(36)}`;
  const account = `cs_${suffix}`.padEnd(20, 'x').slice(0, 20);
  const domain = '@operations-example.test';
  const local = `${account}.${'longaddress'.repeat(4)}`.slice(0, 60 - domain.length);
  return { account, email: `${local}${domain}`, password: `pass${suffix.slice(0, 6)}9` };
}

async function memberCall<T>(token: string, path: string, body?: unknown): Promise<T> {
  const reply = await api<T>(path, { token, body });
  if (!reply.body.success) throw new Error(`${path}: ${reply.status} ${JSON.stringify(reply.body)}`);
  return reply.body.data;
}

async function upload(token: string, type: string, seed: number): Promise<string> {
  const form = new FormData();
  form.append('type', type);
  form.append(
    'file',
    new Blob([new Uint8Array(proofPng(96, 64, seed))], { type: 'image/png' }),
    `${type}.png`,
  );
  const response = await fetch(`${process.env.E2E_BASE_URL}/api/uniapp/upload`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  const body = (await response.json()) as { success: boolean; data: { fileId: string } };
  if (!body.success) throw new Error(`upload ${type}: ${response.status} ${JSON.stringify(body)}`);
  return body.data.fileId;
}

async function registerLong(): Promise<{ account: string; email: string; password: string; token: string }> {
  const person = longIdentity();
  const since = Date.now();
  await memberCall('', '/auth/email-code', { email: person.email, purpose: 'register' });
  const emailCode = await waitForEmailCode(person.email, since);
  const session = await memberCall<{ token: string }>('', '/register', {
    ...person,
    confirmPassword: person.password,
    emailCode,
  });
  await memberCall(session.token, '/user/update-profile', { nickname: NICKNAME });
  return { ...person, token: session.token };
}

/** The journey's own deposit method: any amount up to 12 digits, no fee; open only while it deposits. */
async function bigDepositConfig(owner: Page, active: boolean): Promise<void> {
  const admin = await consoleApi(owner);
  const config = {
    id: BIG_DEPOSIT_CONFIG,
    name: 'USDT (TRC20) e2e console screens',
    network: 'TRC20',
    address: 'TKV7z74iRkg456MGgMzjQroxCwZgqacuJp',
    bankName: null,
    accountName: null,
    accountNumber: null,
    bankCode: null,
    minAmount: '1',
    maxAmount: '999999999999',
    feeRate: '0',
    active,
    sortOrder: 9999,
  };
  const existing = await admin.get<{ id: string }[]>('/recharge/configs');
  if (existing.some((one) => one.id === BIG_DEPOSIT_CONFIG))
    await admin.put(`/recharge/configs/${BIG_DEPOSIT_CONFIG}`, config);
  else await admin.post('/recharge/configs', config);
}

/** Deposits each amount and has the owner approve it with the long reference; answers the last order. */
async function fund(owner: Page, token: string, amounts: string[]): Promise<string> {
  const admin = await consoleApi(owner);
  let last = '';
  for (const amount of amounts) {
    const proofFileId = await upload(token, 'recharge_proof', randomInt(1, 2 ** 24));
    const order = await memberCall<{ orderNo: string }>(token, '/recharge/orders', {
      configId: BIG_DEPOSIT_CONFIG,
      amount,
      proofFileId,
      remark: 'Transferred from my cold wallet; reference in the proof.',
    });
    await admin.post(`/recharge/orders/${order.orderNo}/approve`, { reference: LONG_TX });
    last = order.orderNo;
  }
  return last;
}

/** The long-valued person, funded, with a pending withdrawal, a pending identity case and a support message. */
export async function longValuedPerson(owner: Page): Promise<LongPerson> {
  const person = await registerLong();
  const { token } = person;
  await bigDepositConfig(owner, true);
  let rechargeNo: string;
  try {
    rechargeNo = await fund(owner, token, [...SMALL_DEPOSITS, BIG_AMOUNT]);
  } finally {
    // Closed again at once: other journeys' people see only the seeded methods.
    await bigDepositConfig(owner, false);
  }
  await memberCall(token, '/user/withdrawal-password', {
    newPassword: '48260917',
    confirmPassword: '48260917',
  });
  const withdrawal = await memberCall<{ orderNo: string; totalAmount: string }>(token, '/withdrawal/orders', {
    configId: 'usdt_erc20',
    amount: WITHDRAWAL_AMOUNT,
    address: LONG_ADDRESS,
    withdrawalPassword: '48260917',
    remark: 'Second instalment for the hardware wallet, please process before the weekend if possible.',
  });
  const [frontFileId, backFileId] = [
    await upload(token, 'kyc_front', randomInt(1, 2 ** 24)),
    await upload(token, 'kyc_back', randomInt(1, 2 ** 24)),
  ];
  await memberCall(token, '/kyc/submissions', {
    realName: REAL_NAME,
    idType: 'passport',
    idNumber: ID_NUMBER,
    frontFileId,
    backFileId,
  });
  await memberCall(token, '/support/messages', { clientId: randomUUID(), text: SUPPORT_TEXT });
  const deposited = [...SMALL_DEPOSITS, BIG_AMOUNT].reduce((sum, amount) => sum + units(amount), 0n);
  return {
    ...person,
    withdrawalNo: withdrawal.orderNo,
    rechargeNo,
    available: decimal(deposited - units(withdrawal.totalAmount)),
    frozen: decimal(units(withdrawal.totalAmount)),
  };
}
