import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { fail, mockFetch, ok, pathOf, type RecordedCall } from '../../../test/fetch-mock.ts';
import { pngFile, rechargeConfig, rechargeOrder, TRON_ADDRESS } from '../../../test/finance-fixtures.ts';
import { session, user } from '../../../test/fixtures.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { setUpEnglishScreens } from '../../../test/screen-test.ts';
import { getSession } from '../../shared/session/session-store.ts';

let calls: RecordedCall[];
let createReply: () => Response;

setUpEnglishScreens();
beforeEach(() => {
  createReply = () => ok(rechargeOrder({ orderNo: 'R777' }));
  ({ calls } = mockFetch((call) => {
    const path = pathOf(call);
    if (path === '/api/uniapp/recharge/configs') return ok([rechargeConfig()]);
    if (path === '/api/uniapp/upload') {
      return ok({
        fileId: 'file-9',
        url: '/api/uniapp/files/file-9',
        type: 'recharge_proof',
        mime: 'image/png',
        width: 1,
        height: 1,
        size: 64,
      });
    }
    if (path === '/api/uniapp/recharge/orders' && call.method === 'POST') return createReply();
    if (path.startsWith('/api/uniapp/recharge/orders/')) return ok(rechargeOrder({ orderNo: 'R777' }));
    return ok({ user });
  }));
  getSession().setSession(session());
});

const amountInput = () => screen.getByLabelText('Amount (USDT)');
const submit = () => screen.getByRole('button', { name: 'Submit recharge' });
const proofInput = () => screen.getByTestId('proof-file') as HTMLInputElement;
const posted = (path: string) => calls.filter((call) => call.method === 'POST' && pathOf(call) === path);

describe('recharge form', () => {
  it('shows the address with its QR code and the fee and actual amount as the amount is typed', async () => {
    renderApp('/pages/finance/recharge');
    expect((await screen.findByTestId('deposit-address')).textContent).toBe(TRON_ADDRESS);
    expect(await screen.findByRole('img', { name: 'QR code of the deposit address' })).toBeTruthy();
    expect(screen.getByText('Limits: 10 to 100,000 USDT')).toBeTruthy();
    await userEvent.type(amountInput(), '100');
    expect(screen.getByTestId('recharge-fee').textContent).toBe('0.1 USDT');
    expect(screen.getByTestId('recharge-actual').textContent).toBe('99.9 USDT');
  });

  it('refuses a missing amount and proof, then an amount below the minimum, with the spec messages', async () => {
    renderApp('/pages/finance/recharge');
    await userEvent.click(await screen.findByRole('button', { name: 'Submit recharge' }));
    expect(screen.getByText('Please enter the amount')).toBeTruthy();
    expect(screen.getByText('Please add a payment proof image')).toBeTruthy();
    await userEvent.type(amountInput(), '5');
    await userEvent.click(submit());
    expect(screen.getByText('Recharge amount cannot be less than 10 USDT')).toBeTruthy();
    await userEvent.clear(amountInput());
    await userEvent.type(amountInput(), '100001');
    await userEvent.click(submit());
    expect(screen.getByText('Recharge amount cannot be more than 100,000 USDT')).toBeTruthy();
    expect(posted('/api/uniapp/upload')).toHaveLength(0);
  });

  it('refuses a GIF and a 6 MB image as proof before any upload', async () => {
    renderApp('/pages/finance/recharge');
    await screen.findByTestId('deposit-address');
    const user = userEvent.setup({ applyAccept: false });
    await user.upload(proofInput(), new File(['GIF89a'], 'proof.gif', { type: 'image/gif' }));
    expect(await screen.findByText('The payment proof must be a JPG or PNG image')).toBeTruthy();
    await user.upload(proofInput(), pngFile('big.png', 6 * 1024 * 1024));
    expect(await screen.findByText('The payment proof can be at most 5 MB')).toBeTruthy();
    await user.upload(proofInput(), new File(['<html></html>'], 'page.png', { type: 'image/png' }));
    expect(await screen.findByText('The payment proof must be a JPG or PNG image')).toBeTruthy();
    expect(posted('/api/uniapp/upload')).toHaveLength(0);
  });

  it('uploads the proof, then creates the order under an Idempotency-Key, and opens it', async () => {
    const app = renderApp('/pages/finance/recharge');
    await screen.findByTestId('deposit-address');
    await userEvent.type(amountInput(), '100');
    await userEvent.upload(proofInput(), pngFile());
    await userEvent.click(submit());
    await waitFor(() => expect(app.location()).toBe('/pages/finance/recharge-order?orderNo=R777'));
    const [upload] = posted('/api/uniapp/upload');
    const form = upload?.body as FormData;
    expect([...form.keys()]).toEqual(['type', 'file']);
    expect(form.get('type')).toBe('recharge_proof');
    const [create] = posted('/api/uniapp/recharge/orders');
    expect(create?.body).toEqual({ configId: 'crypto_001', amount: '100', proofFileId: 'file-9' });
    expect(create?.headers['Idempotency-Key']).toMatch(/^[0-9a-f-]{32,36}$/);
  });

  it('a double tap on Submit uploads the proof once and creates one order', async () => {
    const app = renderApp('/pages/finance/recharge');
    await screen.findByTestId('deposit-address');
    await userEvent.type(amountInput(), '100');
    await userEvent.upload(proofInput(), pngFile());
    const button = submit();
    fireEvent.click(button);
    fireEvent.click(button);
    await waitFor(() => expect(app.location()).toBe('/pages/finance/recharge-order?orderNo=R777'));
    expect(posted('/api/uniapp/upload')).toHaveLength(1);
    expect(posted('/api/uniapp/recharge/orders')).toHaveLength(1);
  });

  it('shows a proof that already backs another deposit under the proof, as the server words it', async () => {
    const message = 'This payment proof already backs another deposit';
    createReply = () => fail(409, 'PROOF_ALREADY_USED', message);
    const app = renderApp('/pages/finance/recharge');
    await screen.findByTestId('deposit-address');
    await userEvent.type(amountInput(), '100');
    await userEvent.upload(proofInput(), pngFile());
    await userEvent.click(submit());
    const shown = await screen.findByText(message);
    expect(shown.closest('.hc-field')?.querySelector('#recharge-proof-label')?.textContent).toBe(
      'Payment proof',
    );
    expect(app.location()).toBe('/pages/finance/recharge');
  });

  it('is prefilled from the page params (retry of a failed order)', async () => {
    renderApp('/pages/finance/recharge?configId=crypto_001&amount=250');
    await screen.findByTestId('deposit-address');
    expect((amountInput() as HTMLInputElement).value).toBe('250');
    expect(screen.getByTestId('recharge-actual').textContent).toBe('249.75 USDT');
  });

  it('after an answer that never came, submitting again reuses the uploaded proof and the Idempotency-Key', async () => {
    let first = true;
    createReply = () => {
      if (first) {
        first = false;
        return fail(503, 'SERVICE_UNAVAILABLE', 'Service unavailable');
      }
      return ok(rechargeOrder({ orderNo: 'R777' }));
    };
    const app = renderApp('/pages/finance/recharge');
    await screen.findByTestId('deposit-address');
    await userEvent.type(amountInput(), '100');
    await userEvent.upload(proofInput(), pngFile());
    await userEvent.click(submit());
    // No answer: the person is told it may have been created, not that it failed.
    const uncertain =
      'Your recharge order could not be confirmed (Service unavailable). It may have been created: check your recharge history before trying again. Submitting again with the same details never creates it twice.';
    expect(await screen.findByText(uncertain)).toBeTruthy();
    await userEvent.setup({ pointerEventsCheck: 0 }).click(screen.getByRole('button', { name: 'OK' }));
    // The notice leaves after its closing animation, which a loaded test worker once took over 4 s to run.
    await waitFor(() => expect(screen.queryByText(uncertain)).toBeNull(), { timeout: 10_000 });
    await userEvent.click(submit());
    await waitFor(() => expect(app.location()).toBe('/pages/finance/recharge-order?orderNo=R777'));
    const creates = posted('/api/uniapp/recharge/orders');
    expect(creates.length).toBeGreaterThanOrEqual(2);
    const keys = new Set(creates.map((call) => call.headers['Idempotency-Key']));
    expect(keys.size).toBe(1);
    expect(posted('/api/uniapp/upload')).toHaveLength(1);
  });
});
