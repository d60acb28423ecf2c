import type { AdminPair } from '@halcyon/api';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { App } from '@/app/app.tsx';
import { fakeServer, InertWebSocket, signedInAs } from '../../../test/fake-server.ts';

function pair(symbol: string): AdminPair {
  return {
    symbol,
    category: 'crypto',
    status: 'active',
    suspendedReason: null,
    makerFeeRate: '0.001',
    takerFeeRate: '0.001',
    contractEnabled: true,
  };
}

beforeEach(() => {
  vi.stubGlobal('WebSocket', InertWebSocket);
  window.location.hash = '#/configuration';
});

describe('the pairs tab', () => {
  // The configuration page draws its App tab first: slow in jsdom on a loaded machine.
  it('asks the server for each page, sort and search, and shows what it answers', {
    timeout: 120_000,
  }, async () => {
    const server = fakeServer({
      'GET /auth/me': signedInAs('owner'),
      'GET /config/app': () => ({
        data: { appName: 'Halcyon', appLogo: '', banners: [], notice: {}, aboutUs: {} },
      }),
      'GET /config/pairs': () => ({
        data: {
          items: [pair('BTC/USDT'), pair('ETH/USDT')],
          pagination: { total: 47, page: 1, limit: 20, totalPages: 3 },
        },
      }),
    });
    render(<App nonce={undefined} />);
    await userEvent.click(await screen.findByRole('tab', { name: 'Pairs' }, { timeout: 15_000 }));
    expect(await screen.findByText('ETH/USDT')).toBeTruthy();
    // The category by its name, in the table and in the picker, not by its id.
    expect(screen.getAllByText('Crypto')).toHaveLength(2);
    expect(screen.queryByText('crypto')).toBeNull();
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Category' }));
    expect(await screen.findByTitle('Precious metals')).toBeTruthy();
    const listCalls = () => server.calls.filter((call) => call.path === '/config/pairs');
    expect(listCalls()[0]?.query).toEqual({ page: '1', limit: '20' });

    // Page 3 of the 47 pairs the server counted.
    await userEvent.click(screen.getByTitle('3'));
    await waitFor(() => expect(listCalls()[1]?.query).toMatchObject({ page: '3', limit: '20' }));

    // Sorted by pair (its symbol) on the server.
    const header = screen.getByRole('columnheader', { name: /^Pair/ });
    await userEvent.click(within(header).getByText('Pair'));
    await waitFor(() => expect(listCalls()[2]?.query).toMatchObject({ sort: 'symbol', order: 'asc' }));

    // A search goes to the server and starts again at page 1.
    const search = screen.getByRole('searchbox', { name: 'Find a pair' });
    fireEvent.change(search, { target: { value: ' doge ' } });
    fireEvent.keyDown(search, { key: 'Enter', code: 'Enter', keyCode: 13 });
    await waitFor(() =>
      expect(listCalls()[3]?.query).toMatchObject({ page: '1', query: 'doge', sort: 'symbol' }),
    );
  });

  it('refuses a fee rate of 1 (the server stores rates below 1) and sends one below it', {
    timeout: 120_000,
  }, async () => {
    const server = fakeServer({
      'GET /auth/me': signedInAs('owner'),
      'GET /config/app': () => ({
        data: { appName: 'Halcyon', appLogo: '', banners: [], notice: {}, aboutUs: {} },
      }),
      'GET /config/pairs': () => ({
        data: { items: [pair('BTC/USDT')], pagination: { total: 1, page: 1, limit: 20, totalPages: 1 } },
      }),
      'PUT /config/pairs/BTC%2FUSDT/fees': (call) => ({
        data: { pair: { ...pair('BTC/USDT'), ...(call.body as object) } },
      }),
    });
    render(<App nonce={undefined} />);
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    await user.click(await screen.findByRole('tab', { name: 'Pairs' }, { timeout: 15_000 }));
    await user.click(await screen.findByRole('button', { name: 'Fees' }));
    const dialog = await screen.findByRole('dialog');
    const maker = within(dialog).getByLabelText('Maker fee rate');
    const sent = () => server.calls.filter((call) => call.method === 'PUT');

    for (const refused of ['1', '1.0', '0.9999999999999999999']) {
      await user.clear(maker);
      await user.type(maker, refused);
      await user.click(within(dialog).getByRole('button', { name: 'OK' }));
      expect(
        await within(dialog).findByText('A rate of at least 0 and below 1, e.g. 0.001 for 0.1 %'),
      ).toBeTruthy();
    }
    expect(sent()).toEqual([]);

    await user.clear(maker);
    await user.type(maker, '0.002');
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(sent()[0]?.body).toEqual({ makerFeeRate: '0.002', takerFeeRate: '0.001' }));
  });

  it('says how many resting orders a suspension cancelled', { timeout: 120_000 }, async () => {
    let status: AdminPair['status'] = 'active';
    fakeServer({
      'GET /auth/me': signedInAs('owner'),
      'GET /config/app': () => ({
        data: { appName: 'Halcyon', appLogo: '', banners: [], notice: {}, aboutUs: {} },
      }),
      'GET /config/pairs': () => ({
        data: {
          items: [{ ...pair('BTC/USDT'), status }],
          pagination: { total: 1, page: 1, limit: 20, totalPages: 1 },
        },
      }),
      'POST /config/pairs/BTC%2FUSDT/suspend': () => {
        status = 'suspended';
        return { data: { pair: { ...pair('BTC/USDT'), status }, cancelledOrders: 3 } };
      },
    });
    render(<App nonce={undefined} />);
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    await user.click(await screen.findByRole('tab', { name: 'Pairs' }, { timeout: 15_000 }));
    await user.click(await screen.findByRole('button', { name: 'Suspend' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText('Reason'), 'maintenance');
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(await screen.findByText('Suspended; 3 resting orders cancelled')).toBeTruthy();
  });
});
