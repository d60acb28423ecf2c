import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Dialog } from 'antd-mobile';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { doubleTapAsksOnce } from '../../../test/double-tap.ts';
import { mockFetch, ok, pathOf, type RecordedCall } from '../../../test/fetch-mock.ts';
import { page, rechargeOrder, withdrawalOrder } from '../../../test/finance-fixtures.ts';
import { asset, session, user } from '../../../test/fixtures.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { setUpEnglishScreens } from '../../../test/screen-test.ts';
import { queryClient } from '../../shared/api/query-client.ts';
import { userSink } from '../../shared/realtime/user-sink.ts';
import { getSession } from '../../shared/session/session-store.ts';

let calls: RecordedCall[];

setUpEnglishScreens();
beforeEach(() => {
  queryClient.clear();
  ({ calls } = mockFetch((call) => {
    const path = pathOf(call);
    if (path === '/api/uniapp/recharge/orders/R1001/cancel')
      return ok(rechargeOrder({ status: 'cancelled' }));
    if (path === '/api/uniapp/recharge/orders/R1001') return ok(rechargeOrder());
    if (path === '/api/uniapp/withdrawal/orders/W2002') {
      return ok(withdrawalOrder({ status: 'rejected', rejectReason: 'Address flagged by our risk checks' }));
    }
    if (path === '/api/uniapp/withdrawal/orders/W2003') {
      return ok(
        withdrawalOrder({
          orderNo: 'W2003',
          status: 'failed',
          rejectReason: 'The network refused the transfer',
        }),
      );
    }
    if (path === '/api/uniapp/recharge/orders') return ok(page([rechargeOrder()]));
    if (path === '/api/uniapp/withdrawal/orders') return ok(page([]));
    if (path === '/api/uniapp/user/assets') {
      return ok({
        assets: [asset('USDT', '99.9', { available: '99.9', frozen: '0' })],
        totalUsdtValue: '99.9',
      });
    }
    return ok({ user });
  }));
  getSession().setSession(session());
});
afterEach(() => {
  Dialog.clear();
});

/** What the realtime client does with a push on the `user` channel. */
function push(data: unknown) {
  act(() => {
    userSink(queryClient, () => {}).apply({ type: 'update', channel: 'user', seq: 1, time: 0, data });
  });
}

describe('recharge order page', () => {
  it('follows the order live: a rejection pushed on the user channel shows its reason and a retry', async () => {
    const app = renderApp('/pages/finance/recharge-order?orderNo=R1001');
    expect((await screen.findByTestId('order-status')).textContent).toBe('Pending');
    expect(screen.getByText('We are checking your transfer on the blockchain')).toBeTruthy();
    const reads = calls.length;
    push({
      kind: 'recharge-order',
      order: rechargeOrder({ status: 'rejected', rejectReason: 'The amount does not match the transfer' }),
    });
    expect(await screen.findByTestId('reject-reason')).toBeTruthy();
    expect(screen.getByTestId('reject-reason').textContent).toBe('The amount does not match the transfer');
    expect(screen.getByTestId('order-status').textContent).toBe('Rejected');
    expect(calls.slice(reads).some((call) => pathOf(call) === '/api/uniapp/recharge/orders/R1001')).toBe(
      false,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() =>
      expect(app.location()).toBe('/pages/finance/recharge?configId=crypto_001&amount=100'),
    );
  });

  it('cancels a pending order after the person confirms', async () => {
    renderApp('/pages/finance/recharge-order?orderNo=R1001');
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel order' }));
    const dialogs = await screen.findAllByRole('dialog');
    await userEvent
      .setup({ pointerEventsCheck: 0 })
      .click(
        [...(dialogs.at(-1)?.querySelectorAll('button') ?? [])].find(
          (b) => b.textContent === 'OK',
        ) as HTMLElement,
      );
    await waitFor(() => expect(screen.getByTestId('order-status').textContent).toBe('Cancelled'));
    expect(calls.some((call) => call.method === 'POST' && pathOf(call).endsWith('/cancel'))).toBe(true);
    expect(screen.queryByRole('button', { name: 'Cancel order' })).toBeNull();
  });

  it('a double tap on Cancel order asks once and sends one cancel', async () => {
    renderApp('/pages/finance/recharge-order?orderNo=R1001');
    const button = await screen.findByRole('button', { name: 'Cancel order' });
    // One question, one cancel, no refusal shown.
    const question = await doubleTapAsksOnce(button, 'Cancel this recharge order?');
    const ok = [...(question?.querySelectorAll('button') ?? [])].find((b) => b.textContent === 'OK');
    await userEvent.setup({ pointerEventsCheck: 0 }).click(ok as HTMLElement);
    await waitFor(() => expect(screen.getByTestId('order-status').textContent).toBe('Cancelled'));
    expect(calls.filter((call) => call.method === 'POST' && pathOf(call).endsWith('/cancel'))).toHaveLength(
      1,
    );
  });
});

describe('withdrawal order page', () => {
  it('a rejected withdrawal says to contact support, with the reason and a link', async () => {
    const app = renderApp('/pages/finance/withdrawal-order?orderNo=W2002');
    expect((await screen.findByTestId('withdrawal-meaning')).textContent).toBe(
      'Rejected: the amount went back to your balance. Please contact customer service.',
    );
    expect(screen.getByTestId('reject-reason').textContent).toBe('Address flagged by our risk checks');
    await userEvent.click(screen.getByRole('button', { name: 'Contact customer service' }));
    await waitFor(() => expect(app.location()).toBe('/pages/customer-service/customer-service'));
  });

  it('a failed withdrawal shows the reason the operator wrote for the person', async () => {
    renderApp('/pages/finance/withdrawal-order?orderNo=W2003');
    expect((await screen.findByTestId('withdrawal-meaning')).textContent).toBe(
      'Failed: the amount went back to your balance. Please contact customer service.',
    );
    expect(screen.getByTestId('reject-reason').textContent).toBe('The network refused the transfer');
  });
});

describe('finance hub', () => {
  it('lists the latest orders of both kinds and opens one', async () => {
    const app = renderApp('/pages/finance/finance');
    await waitFor(() => expect(screen.getByTestId('finance-available').textContent).toBe('99.9'));
    expect(await screen.findByText('No withdrawals yet')).toBeTruthy();
    await userEvent.click(await screen.findByTestId('order-R1001'));
    await waitFor(() => expect(app.location()).toBe('/pages/finance/recharge-order?orderNo=R1001'));
    expect(calls.some((call) => pathOf(call) === '/api/uniapp/withdrawal/orders')).toBe(true);
  });
});
