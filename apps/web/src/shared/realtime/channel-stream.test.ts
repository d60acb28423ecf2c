import { beforeEach, describe, expect, it } from 'vitest';
import type { ChannelMessage, ChannelSink } from './channel-sink.ts';
import {
  applyInStreamOrder,
  placeOfUpdate,
  type StreamPosition,
  type StreamReader,
} from './channel-stream.ts';

describe('placeOfUpdate', () => {
  it('has no place for an update before the snapshot, whatever its number', () => {
    expect(placeOfUpdate(null, 1)).toBe('before-snapshot');
    expect(placeOfUpdate(null, 7)).toBe('before-snapshot');
  });

  it('takes only the update right after the last one applied', () => {
    expect(placeOfUpdate(4, 5)).toBe('next');
    expect(placeOfUpdate(4, 4)).toBe('repeated');
    expect(placeOfUpdate(4, 2)).toBe('repeated');
    expect(placeOfUpdate(4, 6)).toBe('gap');
  });
});

describe('applyInStreamOrder', () => {
  let applied: number[];
  let answer: boolean | 'resync';
  let resyncs: string[];
  let snapshots: string[];
  let position: StreamPosition;
  let reader: StreamReader;
  const sink: ChannelSink = {
    matches: (channel) => channel === 'tickers',
    apply: (message) => {
      applied.push(message.seq);
      return answer;
    },
  };
  const message = (type: ChannelMessage['type'], seq: number): ChannelMessage => ({
    type,
    channel: 'tickers',
    seq,
    time: seq,
    data: null,
  });

  beforeEach(() => {
    applied = [];
    answer = true;
    resyncs = [];
    snapshots = [];
    position = { seq: null };
    reader = {
      sinks: [sink],
      log: () => {},
      resync: (channel) => resyncs.push(channel),
      snapshotApplied: (channel) => snapshots.push(channel),
    };
  });

  it('applies a snapshot, then the updates that follow it', () => {
    for (const next of [
      message('update', 3),
      message('snapshot', 4),
      message('update', 5),
      message('update', 5),
    ])
      applyInStreamOrder(position, next, reader);
    expect(applied).toEqual([4, 5]);
    expect(position.seq).toBe(5);
    expect(snapshots).toEqual(['tickers']);
  });

  it('asks for a fresh snapshot on a gap, applying nothing', () => {
    applyInStreamOrder(position, message('snapshot', 1), reader);
    applyInStreamOrder(position, message('update', 3), reader);
    expect(applied).toEqual([1]);
    expect(resyncs).toEqual(['tickers']);
  });

  it('asks for a fresh snapshot when the sink cannot follow an update, which still counts as received', () => {
    applyInStreamOrder(position, message('snapshot', 1), reader);
    answer = 'resync';
    applyInStreamOrder(position, message('update', 2), reader);
    expect(resyncs).toEqual(['tickers']);
    expect(position.seq).toBe(2);
  });

  it('an invalid snapshot leaves the stream unjoined; an invalid update is skipped', () => {
    answer = false;
    applyInStreamOrder(position, message('snapshot', 1), reader);
    expect(position.seq).toBeNull();
    expect(snapshots).toEqual([]);
    answer = true;
    applyInStreamOrder(position, message('snapshot', 2), reader);
    answer = false;
    applyInStreamOrder(position, message('update', 3), reader);
    answer = true;
    applyInStreamOrder(position, message('update', 4), reader);
    expect(applied).toEqual([1, 2, 3, 4]);
    expect(resyncs).toEqual([]);
  });

  it('a channel without a sink (not loaded yet) stays unjoined', () => {
    reader.sinks = [];
    applyInStreamOrder(position, message('snapshot', 1), reader);
    expect(position.seq).toBeNull();
  });
});
