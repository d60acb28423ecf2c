/**
 * Where a logged-out visitor was going when a deep link sent them home: logging in takes them there.
 * Kept in memory (a reload starts over) and for 30 minutes at most, so an old link does not surprise.
 */
const KEEP_MS = 30 * 60 * 1000;

let pending: { path: string; until: number } | null = null;

export function rememberReturnTo(path: string, now = Date.now()): void {
  pending = { path, until: now + KEEP_MS };
}

/** The remembered page, once: it is forgotten as it is taken. */
export function takeReturnTo(now = Date.now()): string | undefined {
  const taken = pending && pending.until > now ? pending.path : undefined;
  pending = null;
  return taken;
}
