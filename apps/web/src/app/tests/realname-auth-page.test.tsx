import type { KycStatus } from '@halcyon/api';
import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { fail, mockFetch, ok, pathOf, type RecordedCall } from '../../../test/fetch-mock.ts';
import { pngFile } from '../../../test/finance-fixtures.ts';
import { session, user } from '../../../test/fixtures.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { setUpEnglishScreens } from '../../../test/screen-test.ts';
import { queryClient } from '../../shared/api/query-client.ts';
import { userSink } from '../../shared/realtime/user-sink.ts';
import { getSession } from '../../shared/session/session-store.ts';

const PATH = '/pages/profile/realname-auth';
/** A valid mainland number (ISO 7064 MOD 11-2 check character X). */
const GOOD_ID = '11010519491231002X';

const none: KycStatus = {
  status: 'unverified',
  realName: null,
  idType: null,
  idNumber: null,
  submittedAt: null,
  verifiedAt: null,
  rejectReason: null,
};
const masked = { realName: 'Z*', idType: 'national_id', idNumber: '1101**********002X' } as const;
const pending: KycStatus = { ...none, ...masked, status: 'pending', submittedAt: Date.UTC(2026, 0, 5, 9) };

let calls: RecordedCall[];
let status: KycStatus;
let submitReply: () => Response;

setUpEnglishScreens();
beforeEach(() => {
  status = none;
  submitReply = () => {
    status = pending;
    return ok(pending);
  };
  let uploads = 0;
  ({ calls } = mockFetch((call) => {
    const path = pathOf(call);
    if (path === '/api/uniapp/kyc/status') return ok(status);
    if (path === '/api/uniapp/kyc/submissions') return submitReply();
    if (path === '/api/uniapp/upload') {
      uploads += 1;
      return ok({
        fileId: `file-${uploads}`,
        url: '',
        type: 'kyc_front',
        mime: 'image/png',
        width: 1,
        height: 1,
        size: 64,
      });
    }
    return ok({ user });
  }));
  getSession().setSession(session());
});

const posted = (path: string) => calls.filter((call) => call.method === 'POST' && pathOf(call) === path);
const input = (side: 'front' | 'back') => screen.getByTestId(`kyc-${side}-file`) as HTMLInputElement;
const submit = () => screen.getByRole('button', { name: 'Submit for review' });

async function fillForm(idNumber = GOOD_ID) {
  await userEvent.type(await screen.findByLabelText('Real name'), 'Zhang San');
  await userEvent.type(screen.getByLabelText('ID number'), idNumber);
  await userEvent.upload(input('front'), pngFile('front.png'));
  await userEvent.upload(input('back'), pngFile('back.png'));
}

describe('real-name verification page', () => {
  it('shows that the status is loading until it comes, not an empty page', async () => {
    let answer = () => {};
    const answered = new Promise<void>((resolve) => {
      answer = resolve;
    });
    mockFetch(async (call) => {
      if (pathOf(call) === '/api/uniapp/kyc/status') {
        await answered;
        return ok(status);
      }
      return ok({ user });
    });
    renderApp(PATH);
    expect(await screen.findByRole('status', { name: 'Loading…' })).toBeTruthy();
    answer();
    expect(await screen.findByLabelText('Real name')).toBeTruthy();
    expect(screen.queryByRole('status', { name: 'Loading…' })).toBeNull();
  });

  it('requires all four fields and checks the ID check digit before anything is sent', async () => {
    renderApp(PATH);
    await userEvent.click(await screen.findByRole('button', { name: 'Submit for review' }));
    expect(screen.getByText('Please enter your real name')).toBeTruthy();
    expect(screen.getByText('Please enter your ID number')).toBeTruthy();
    expect(screen.getByText('Please upload the front photo of your ID')).toBeTruthy();
    expect(screen.getByText('Please upload the back photo of your ID')).toBeTruthy();
    await fillForm('110105194912310021');
    await userEvent.click(submit());
    expect(await screen.findByText('Please enter a valid ID number')).toBeTruthy();
    expect(posted('/api/uniapp/upload')).toHaveLength(0);
    expect(posted('/api/uniapp/kyc/submissions')).toHaveLength(0);
  });

  it('refuses a GIF, a 6 MB photo and an HTML page renamed .png on the device', async () => {
    const user = userEvent.setup({ applyAccept: false });
    renderApp(PATH);
    await screen.findByLabelText('Real name');
    await user.upload(input('front'), new File(['GIF89a'], 'id.gif', { type: 'image/gif' }));
    expect(await screen.findByText('Failed to select image: please choose a JPG or PNG photo')).toBeTruthy();
    await user.upload(input('front'), pngFile('big.png', 6 * 1024 * 1024));
    expect(await screen.findByText('Failed to select image: the photo must be at most 5 MB')).toBeTruthy();
    await user.upload(input('back'), new File(['<html></html>'], 'page.png', { type: 'image/png' }));
    // The front keeps its size message; the back now says the renamed page is not a photo.
    expect(await screen.findByText('Failed to select image: please choose a JPG or PNG photo')).toBeTruthy();
    expect(screen.queryByAltText('Preview of the front of your document')).toBeNull();
  });

  it('uploads both photos, submits, shows under review, then verified when the decision is pushed', async () => {
    renderApp(PATH);
    await fillForm();
    await userEvent.click(submit());
    expect(await screen.findByText('Under review')).toBeTruthy();
    const uploads = posted('/api/uniapp/upload').map((call) => (call.body as FormData).get('type'));
    expect(uploads).toEqual(['kyc_front', 'kyc_back']);
    expect(posted('/api/uniapp/kyc/submissions').map((call) => call.body)).toEqual([
      {
        realName: 'Zhang San',
        idType: 'national_id',
        idNumber: GOOD_ID,
        frontFileId: 'file-1',
        backFileId: 'file-2',
      },
    ]);
    expect(screen.getByText('1101**********002X')).toBeTruthy();

    // Compliance approves: the server's answer changes and the user channel says so.
    status = { ...pending, status: 'verified', verifiedAt: Date.UTC(2026, 0, 6, 10) };
    act(() => {
      userSink(queryClient, () => undefined).apply({
        type: 'update',
        channel: 'user',
        seq: 1,
        time: 0,
        data: { kind: 'kyc-status', status: 'verified' },
      });
    });
    expect(await screen.findByTestId('kyc-verified')).toBeTruthy();
    expect(screen.getByText('Verified on')).toBeTruthy();
    expect(screen.getByText('Z*')).toBeTruthy();
  });

  it('a double tap on Submit uploads each photo once and submits once', async () => {
    renderApp(PATH);
    await fillForm();
    const button = submit();
    fireEvent.click(button);
    fireEvent.click(button);
    expect(await screen.findByText('Under review')).toBeTruthy();
    expect(posted('/api/uniapp/upload')).toHaveLength(2);
    expect(posted('/api/uniapp/kyc/submissions')).toHaveLength(1);
  });

  it('shows the reason of a rejection (or a default one) and lets the person submit again', async () => {
    status = { ...pending, status: 'rejected', rejectReason: 'The photo is blurred' };
    renderApp(PATH);
    expect(await screen.findByText('Verification failed')).toBeTruthy();
    expect(screen.getByText('The photo is blurred')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Edit and resubmit' }));
    await fillForm();
    await userEvent.click(submit());
    expect(await screen.findByText('Under review')).toBeTruthy();
  });

  it('falls back to a default reason and shows a server refusal under the right field', async () => {
    status = { ...pending, status: 'rejected', rejectReason: null };
    submitReply = () =>
      fail(404, 'NOT_FOUND', 'Not found', {
        errors: { frontFileId: ['The photo was not found, please upload it again'] },
      });
    renderApp(PATH);
    expect(
      await screen.findByText('The documents could not be verified. Please check them and submit again.'),
    ).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Edit and resubmit' }));
    await fillForm();
    await userEvent.click(submit());
    expect(await screen.findByText('The photo was not found, please upload it again')).toBeTruthy();
  });
});
