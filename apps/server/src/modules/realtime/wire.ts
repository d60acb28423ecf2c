import type { ServerMessage } from '@halcyon/api';

/**
 * A data message serialised once for all subscribers of its channel. Only `seq` differs from one
 * subscriber to the next (it counts per connection), so the JSON is cut around it: a subscriber's copy is
 * `head + seq + tail`, a concatenation, never a second JSON.stringify of the payload.
 */
export type DataFrame = { readonly head: string; readonly tail: string };

export function dataFrame(
  type: 'snapshot' | 'update',
  channel: string,
  time: number,
  data: unknown,
): DataFrame {
  return {
    head: `{"type":"${type}","channel":${JSON.stringify(channel)},"seq":`,
    tail: `,"time":${time},"data":${JSON.stringify(data)}}`,
  };
}

export function frameText(frame: DataFrame, seq: number): string {
  return frame.head + seq + frame.tail;
}

/** Control messages (acks, pongs, errors) are per connection anyway. */
export function controlText(message: ServerMessage): string {
  return JSON.stringify(message);
}
