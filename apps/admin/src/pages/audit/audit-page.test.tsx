import type { AdminOperator } from '@halcyon/api';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { App } from '@/app/app.tsx';
import { fakeServer, InertWebSocket, signedInAs } from '../../../test/fake-server.ts';

const fiona: AdminOperator = {
  id: 'op-fiona',
  email: 'fiona@halcyon.test',
  name: 'Fiona',
  role: 'finance',
  status: 'active',
  totpEnrolled: true,
  lastLoginAt: null,
  createdAt: Date.UTC(2026, 10, 1),
};

beforeEach(() => {
  vi.stubGlobal('WebSocket', InertWebSocket);
  window.location.hash = '#/audit';
});

describe('the audit log: operator filter', () => {
  it('searches operators on the server as the owner types, then filters the log by the one picked', {
    timeout: 60_000,
  }, async () => {
    const server = fakeServer({
      'GET /auth/me': signedInAs('owner'),
      'GET /audit/verify': () => ({ data: { ok: true, rows: 0, firstBrokenSeq: null, checkedAt: 0 } }),
      'GET /audit': () => ({
        data: { items: [], pagination: { total: 0, page: 1, limit: 20, totalPages: 0 } },
      }),
      'GET /operators': (call) => ({
        data: {
          items: call.query.query === 'fio' ? [fiona] : [],
          pagination: { total: 1, page: 1, limit: 20, totalPages: 1 },
          invitations: [],
        },
      }),
    });
    render(<App nonce={undefined} />);
    const picker = await screen.findByRole('combobox', { name: 'Operator' }, { timeout: 15_000 });
    fireEvent.change(picker, { target: { value: 'fio' } });
    await waitFor(() =>
      expect(server.calls.some((call) => call.path === '/operators' && call.query.query === 'fio')).toBe(
        true,
      ),
    );
    fireEvent.click(await screen.findByTitle('Fiona <fiona@halcyon.test>'));
    await waitFor(() =>
      expect(
        server.calls.some((call) => call.path === '/audit' && call.query.operatorId === 'op-fiona'),
      ).toBe(true),
    );
  });
});

describe('the audit log: views of a person', () => {
  it('says what an operator viewed, by whom, beside the action code', { timeout: 60_000 }, async () => {
    const row = (seq: number, action: string, after: unknown) => ({
      seq,
      at: Date.UTC(2026, 10, 2),
      operatorId: 'op-fiona',
      operatorEmail: 'fiona@halcyon.test',
      action,
      targetType: 'user',
      targetId: 'u-alice',
      before: null,
      after,
      ip: null,
      userAgent: null,
      prevHash: 'p',
      hash: `h${seq}`,
    });
    fakeServer({
      'GET /auth/me': signedInAs('owner'),
      'GET /audit/verify': () => ({ data: { ok: true, rows: 4, firstBrokenSeq: null, checkedAt: 0 } }),
      'GET /audit': () => ({
        data: {
          items: [
            row(4, 'withdrawal.view', { orderNo: 'W200' }),
            row(3, 'support.view', { conversationId: 'c1' }),
            row(2, 'uploads.view', { fileId: 'f1', type: 'recharge_proof' }),
            row(1, 'users.view', null),
          ],
          pagination: { total: 4, page: 1, limit: 20, totalPages: 1 },
        },
      }),
      'GET /operators': () => ({
        data: {
          items: [fiona],
          pagination: { total: 1, page: 1, limit: 20, totalPages: 1 },
          invitations: [],
        },
      }),
    });
    render(<App nonce={undefined} />);
    expect(
      await screen.findByText('Viewed withdrawal W200 with its full address', undefined, { timeout: 15_000 }),
    ).toBeTruthy();
    expect(screen.getByText('Read support conversation c1')).toBeTruthy();
    expect(screen.getByText('Viewed a file: payment proof (f1)')).toBeTruthy();
    expect(screen.getByText("Viewed the person's page")).toBeTruthy();
    expect(screen.getByText('users.view')).toBeTruthy();
    expect(screen.getAllByText('fiona@halcyon.test')).toHaveLength(4);
  });
});
