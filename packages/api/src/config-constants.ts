// Plain values kept apart from the zod schemas of admin-config.ts: the user app's first paint imports them,
// and a module with schemas at its top level cannot be tree-shaken out of that bundle.

export const HOME_BANNER_COUNT = 3;

/**
 * The public `config` channel of the user socket: an update names what an operator changed (pairs: status or
 * fees; contracts: periods, rates, limits, pair switches; app: name, logo, banners, texts), so the app
 * refetches it at once instead of at its next reload. Snapshot: null.
 */
export const CONFIG_CHANNEL = 'config';
