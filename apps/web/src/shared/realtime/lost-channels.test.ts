import { describe, expect, it } from 'vitest';
import { LostChannelsReport } from './lost-channels.ts';

describe('LostChannelsReport', () => {
  it('reports the lost channels only when they change', () => {
    const reports: string[][] = [];
    const lost = new LostChannelsReport((channels) => reports.push(channels));
    lost.report([]);
    lost.report(['user']);
    lost.report(['user']);
    lost.report(['user', 'tickers']);
    lost.report([]);
    expect(reports).toEqual([['user'], ['user', 'tickers'], []]);
  });
});
