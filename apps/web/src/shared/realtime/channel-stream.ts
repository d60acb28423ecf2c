import { type ChannelMessage, type ChannelSink, sinkFor } from './channel-sink.ts';

/**
 * Where an update stands in its channel's stream, given the sequence number of the last message applied
 * (null until the subscription's snapshot arrives):
 * - 'before-snapshot': it belongs to a stream we have not joined yet;
 * - 'repeated': it is not newer than what was applied;
 * - 'gap': some came between, unseen, so what the sink holds no longer follows the stream;
 * - 'next': it follows the last one applied.
 */
export type UpdatePlace = 'before-snapshot' | 'repeated' | 'gap' | 'next';

export function placeOfUpdate(lastApplied: number | null, seq: number): UpdatePlace {
  if (lastApplied === null) return 'before-snapshot';
  if (seq <= lastApplied) return 'repeated';
  return seq === lastApplied + 1 ? 'next' : 'gap';
}

/** Where a channel's stream stands: the sequence number of the last message applied, null before its snapshot. */
export interface StreamPosition {
  seq: number | null;
}

export interface StreamReader {
  /** Read on every message: a sink pushed later (loaded on demand) is used from then on. */
  sinks: readonly ChannelSink[];
  log: (message: string, detail?: unknown) => void;
  /** The stream cannot go on: unsubscribe, then subscribe for a fresh snapshot. */
  resync(channel: string): void;
  snapshotApplied(channel: string): void;
}

/**
 * Hands a channel's push to its sink in stream order: a snapshot, then the updates that follow it. A
 * missed update, or one the sink cannot follow, asks for a fresh snapshot; invalid data is not applied.
 */
export function applyInStreamOrder(
  position: StreamPosition,
  message: ChannelMessage,
  reader: StreamReader,
): void {
  if (message.type === 'snapshot') applySnapshot(position, message, reader);
  else applyUpdate(position, message, reader);
}

function applySnapshot(position: StreamPosition, message: ChannelMessage, reader: StreamReader): void {
  const sink = sinkFor(reader.sinks, message.channel);
  if (!sink) return;
  const applied = sink.apply(message);
  if (applied === 'resync') reader.resync(message.channel);
  else if (applied) {
    position.seq = message.seq;
    reader.snapshotApplied(message.channel);
  } else reader.log(`invalid snapshot on ${message.channel} ignored`);
}

function applyUpdate(position: StreamPosition, message: ChannelMessage, reader: StreamReader): void {
  const place = placeOfUpdate(position.seq, message.seq);
  switch (place) {
    case 'before-snapshot':
    case 'repeated':
      return;
    case 'gap':
      reader.log(`sequence gap on ${message.channel}: ${position.seq} -> ${message.seq}, resyncing`);
      reader.resync(message.channel);
      return;
    case 'next':
      applyNextUpdate(position, message, reader);
      return;
    default: {
      const unknown: never = place;
      throw new Error(`unknown place of an update: ${String(unknown)}`);
    }
  }
}

function applyNextUpdate(position: StreamPosition, message: ChannelMessage, reader: StreamReader): void {
  const sink = sinkFor(reader.sinks, message.channel);
  if (!sink) return;
  position.seq = message.seq;
  const applied = sink.apply(message);
  if (applied === 'resync') {
    reader.log(`${message.channel} does not follow what was applied, resyncing`);
    reader.resync(message.channel);
  } else if (!applied) reader.log(`invalid update on ${message.channel} ignored`);
}
