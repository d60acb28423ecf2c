import type { ServerMessage } from '@halcyon/api';

/**
 * A data message serialised once for all subscribers of its channel. Only `seq` differs from one
 * subscriber to the next (it counts per connection), so the JSON is cut around it: `head` before the
 * number, `tail` (time and data, the bulk) after it. The tail is UTF-8 encoded once, and the bytes of
 * `head + seq + tail` are built once per distinct seq: a fan-out to subscribers that joined together
 * (the same seq) sends one Buffer to all of them, and any other seq costs a copy of bytes, never a second
 * JSON.stringify or UTF-8 encoding of the data.
 */
export class DataFrame {
  private tailBytes: Buffer | undefined;
  /** Bytes by seq, for this frame's lifetime (one fan-out). */
  private built: Map<number, Buffer> | undefined;

  constructor(
    readonly head: string,
    readonly tail: string,
  ) {}

  /** The whole message for a subscriber at `seq`, as text-frame payload shared with every other one. */
  bytes(seq: number): Buffer {
    const cached = this.built?.get(seq);
    if (cached) return cached;
    this.tailBytes ??= Buffer.from(this.tail);
    const bytes = Buffer.concat([Buffer.from(this.head + seq), this.tailBytes]);
    this.built ??= new Map();
    this.built.set(seq, bytes);
    return bytes;
  }
}

export function dataFrame(
  type: 'snapshot' | 'update',
  channel: string,
  time: number,
  data: unknown,
): DataFrame {
  return new DataFrame(
    `{"type":"${type}","channel":${JSON.stringify(channel)},"seq":`,
    `,"time":${time},"data":${JSON.stringify(data)}}`,
  );
}

export function frameText(frame: DataFrame, seq: number): string {
  return frame.head + seq + frame.tail;
}

/** Control messages (acks, pongs, errors) are per connection anyway. */
export function controlText(message: ServerMessage): string {
  return JSON.stringify(message);
}
