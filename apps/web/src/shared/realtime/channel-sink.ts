/** A snapshot or update whose envelope passed validation; `data` is checked by the channel's sink. */
export interface ChannelMessage {
  type: 'snapshot' | 'update';
  channel: string;
  seq: number;
  time: number;
  data: unknown;
}

/**
 * Where pushes go: each sink owns a family of channels and writes what it receives into the query
 * cache or a store. It validates `data` with the channel's schema and returns false when it is not
 * valid, so the message counts as not received.
 */
export interface ChannelSink {
  matches(channel: string): boolean;
  /**
   * 'resync': the data is valid but does not follow what the sink holds (a depth diff after a gap in
   * its update ids): the client resubscribes for a fresh snapshot, as on a sequence gap.
   */
  apply(message: ChannelMessage): boolean | 'resync';
  /** The channel lost its stream (reconnect, gap): what was pushed is no longer being kept current. */
  reset?(channel: string): void;
}

/** Read on every call: a sink pushed into `sinks` later (loaded on demand) is found from then on. */
export function sinkFor(sinks: readonly ChannelSink[], channel: string): ChannelSink | undefined {
  return sinks.find((sink) => sink.matches(channel));
}
