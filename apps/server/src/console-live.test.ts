import type { RechargeConfig, WithdrawalConfig } from '@halcyon/api';
import { describe, expect, it } from 'vitest';
import { adminRequest, OWNER_ENV, signInOwner } from '../test/admin-helpers.ts';
import { useTestApp } from '../test/test-app.ts';
import { backends } from '../test/test-database.ts';
import { listenWs, ofType, TestSocket, valid } from '../test/ws-client.ts';

// What an operator changes reaches open user apps on the public `config` channel, without a reload.
describe.each(backends)('configuration pushed to the user app ($name)', (backend) => {
  const t = useTestApp(backend, { env: OWNER_ENV });

  it('a pair suspension and a payout rate change each announce themselves on `config`', async () => {
    const owner = await signInOwner(t);
    const socket = await TestSocket.open(await listenWs(t));
    try {
      socket.send({ op: 'subscribe', channels: ['config'] });
      expect(valid(await socket.next(ofType('snapshot', 'config')))).toMatchObject({ data: null });
      await adminRequest(
        t,
        'POST',
        '/config/pairs/BTCUSDT/suspend',
        { reason: 'incident' },
        { session: owner },
      );
      expect(valid(await socket.next(ofType('update', 'config')))).toMatchObject({ data: { kind: 'pairs' } });
      const contracts = (await adminRequest(t, 'GET', '/config/contracts', undefined, { session: owner }))
        .body.data as { minAmount: string; maxAmount: string; periods: unknown[] };
      const { minAmount, maxAmount, periods } = contracts;
      await adminRequest(
        t,
        'PUT',
        '/config/contracts',
        { minAmount, maxAmount, periods },
        { session: owner },
      );
      expect(await socket.next(ofType('update', 'config'))).toMatchObject({ data: { kind: 'contracts' } });
    } finally {
      socket.close();
    }
  });

  // The console promises a moved deposit address is "shown at once": an open deposit page that kept the old
  // one would have people pay to an address that is no longer the platform's.
  it('a deposit method and a withdrawal network changed in the console each announce `finance` on `config`', async () => {
    const owner = await signInOwner(t);
    const socket = await TestSocket.open(await listenWs(t));
    try {
      socket.send({ op: 'subscribe', channels: ['config'] });
      expect(valid(await socket.next(ofType('snapshot', 'config')))).toMatchObject({ data: null });
      const deposits = (await adminRequest(t, 'GET', '/recharge/configs', undefined, { session: owner })).body
        .data as RechargeConfig[];
      const deposit = deposits.find((config) => config.id === 'crypto_001');
      if (!deposit) throw new Error('no seeded deposit method');
      const { paymentInfo, currency: _currency, ...depositRest } = deposit;
      const moved = await adminRequest(
        t,
        'PUT',
        '/recharge/configs/crypto_001',
        { ...depositRest, ...paymentInfo, address: 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t' },
        { session: owner },
      );
      expect(moved.status, JSON.stringify(moved.body)).toBe(200);
      expect(valid(await socket.next(ofType('update', 'config')))).toMatchObject({
        data: { kind: 'finance' },
      });

      const networks = (await adminRequest(t, 'GET', '/withdrawal/configs', undefined, { session: owner }))
        .body.data as WithdrawalConfig[];
      const network = networks.find((config) => config.id === 'usdt_erc20');
      if (!network) throw new Error('no seeded ERC20 network');
      const { currency: _networkCurrency, ...networkRest } = network;
      const off = await adminRequest(
        t,
        'PUT',
        '/withdrawal/configs/usdt_erc20',
        { ...networkRest, active: false },
        { session: owner },
      );
      expect(off.status, JSON.stringify(off.body)).toBe(200);
      expect(valid(await socket.next(ofType('update', 'config')))).toMatchObject({
        data: { kind: 'finance' },
      });
    } finally {
      socket.close();
    }
  });
});
