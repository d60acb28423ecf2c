import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { configSink } from '@/shared/realtime/config-sink.ts';
import { rechargeConfigsKey, withdrawalConfigsKey } from './api.ts';

const push = (kind: string) => ({
  type: 'update' as const,
  channel: 'config',
  seq: 2,
  time: 0,
  data: { kind, at: 1 },
});

// An operator's new deposit address or withdrawal fee must reach an open deposit page or withdrawal form:
// the person would otherwise pay to an old address, or confirm a fee that is no longer charged.
describe('deposit methods and withdrawal networks on the config channel', () => {
  it('re-reads both when the console changes a finance config, and not for another kind', () => {
    const client = new QueryClient();
    client.setQueryData(rechargeConfigsKey, []);
    client.setQueryData(withdrawalConfigsKey, []);
    const sink = configSink(client);
    expect(sink.apply(push('contracts'))).toBe(true);
    expect(client.getQueryState(rechargeConfigsKey)?.isInvalidated).toBe(false);
    expect(sink.apply(push('finance'))).toBe(true);
    expect(client.getQueryState(rechargeConfigsKey)?.isInvalidated).toBe(true);
    expect(client.getQueryState(withdrawalConfigsKey)?.isInvalidated).toBe(true);
  });
});
