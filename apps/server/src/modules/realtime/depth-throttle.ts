import type { DepthSnapshot } from '@halcyon/api';
import type { ChannelHost, ChannelState } from './channel-kind.ts';
import { diffDepth } from './depth-diff.ts';

/**
 * `book` is the view every subscriber holds (the last snapshot or diff sent): diffs are taken against it.
 * `latest` is the newest book heard and not yet sent, waiting for the throttle (or, before `book` exists,
 * for the first snapshot to load).
 */
export type DepthState = {
  book?: DepthSnapshot;
  latest?: DepthSnapshot;
  loading: boolean;
  lastSentAt: number;
  timer?: NodeJS.Timeout;
};

/**
 * A depth channel's throttle: sends the newest waiting book as a diff against the one subscribers hold, at
 * most once per `intervalMs`; a book heard sooner waits for the rest of the interval (a newer one replaces
 * it meanwhile). Answers `schedule`, called with each book heard.
 */
export function depthThrottle({
  host,
  states,
  isLive,
  intervalMs,
  monotonicNow,
}: {
  host: ChannelHost;
  /** The depth channels' states; a channel that ended has none, and its timer sends nothing. */
  states: ReadonlyMap<ChannelState, DepthState>;
  isLive: (state: ChannelState) => boolean;
  intervalMs: number;
  /** Monotonic milliseconds (a rate, not a time shown to anyone). */
  monotonicNow: () => number;
}): (state: ChannelState, depth: DepthState) => void {
  const flush = (state: ChannelState) => {
    const depth = states.get(state);
    if (!depth?.book || !depth.latest || !isLive(state)) return;
    const diff = diffDepth(depth.book, depth.latest);
    if (diff) depth.book = depth.latest;
    depth.latest = undefined;
    if (!diff) return;
    depth.lastSentAt = monotonicNow();
    host.broadcast(state, diff);
  };

  const schedule = (state: ChannelState, depth: DepthState) => {
    if (depth.timer) return;
    const wait = depth.lastSentAt + intervalMs - monotonicNow();
    if (wait <= 0) {
      flush(state);
      return;
    }
    depth.timer = setTimeout(() => {
      depth.timer = undefined;
      flush(state);
    }, wait);
    depth.timer.unref();
  };

  return schedule;
}
