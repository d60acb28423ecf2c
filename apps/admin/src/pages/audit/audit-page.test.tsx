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
