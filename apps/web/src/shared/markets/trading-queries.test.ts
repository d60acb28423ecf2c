import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { configSink } from '../realtime/config-sink.ts';
import { marketKeys } from './market-keys.ts';
import './trading-queries.ts';

const pairsPush = {
  type: 'update' as const,
  channel: 'config',
  seq: 2,
  time: 0,
  data: { kind: 'pairs', at: 1 },
};

describe('the fee and rule queries of a pair', () => {
  it('are read again when the config channel says the pairs changed (a fee, a rule, a suspension)', () => {
    const client = new QueryClient();
    const keys = [marketKeys.fees('BTCUSDT'), marketKeys.rules('BTCUSDT'), marketKeys.depth('BTCUSDT')];
    for (const key of keys) client.setQueryData(key, {});
    expect(configSink(client).apply(pairsPush)).toBe(true);
    expect(client.getQueryState(marketKeys.fees('BTCUSDT'))?.isInvalidated).toBe(true);
    expect(client.getQueryState(marketKeys.rules('BTCUSDT'))?.isInvalidated).toBe(true);
    // The order book is kept current by its own channel: not touched.
    expect(client.getQueryState(marketKeys.depth('BTCUSDT'))?.isInvalidated).toBe(false);
  });
});
