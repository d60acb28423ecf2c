import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { refetchOnConfigChange } from './config-queries.ts';
import { configSink } from './config-sink.ts';

const KEY = ['test-config', 'contracts'] as const;

function clientWithConfig(): QueryClient {
  const client = new QueryClient();
  client.setQueryData(KEY, { periods: [] });
  return client;
}

const push = (kind: string) => ({
  type: 'update' as const,
  channel: 'config',
  seq: 2,
  time: 0,
  data: { kind, at: 1 },
});

describe('the config channel sink', () => {
  refetchOnConfigChange('contracts', KEY);

  it('marks the registered queries of the changed kind stale, and only those', () => {
    const client = clientWithConfig();
    const sink = configSink(client);
    expect(sink.matches('config')).toBe(true);
    expect(sink.matches('user')).toBe(false);
    expect(sink.apply(push('pairs'))).toBe(true);
    expect(client.getQueryState(KEY)?.isInvalidated).toBe(false);
    expect(sink.apply(push('contracts'))).toBe(true);
    expect(client.getQueryState(KEY)?.isInvalidated).toBe(true);
  });

  it('re-reads everything after a (re)subscription snapshot and refuses a malformed push', () => {
    const client = clientWithConfig();
    const sink = configSink(client);
    expect(sink.apply({ type: 'update', channel: 'config', seq: 2, time: 0, data: { kind: 'prices' } })).toBe(
      false,
    );
    expect(client.getQueryState(KEY)?.isInvalidated).toBe(false);
    expect(sink.apply({ type: 'snapshot', channel: 'config', seq: 1, time: 0, data: null })).toBe(true);
    expect(client.getQueryState(KEY)?.isInvalidated).toBe(true);
  });
});
