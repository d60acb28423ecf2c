import { PATHS, type PageParams } from '@/shared/navigation/paths.ts';

export type TabKey = 'home' | 'market' | 'swap' | 'service' | 'finance' | 'assets';

/** What the layout needs to know about a page; carried as the route's handle. */
export interface RouteMeta {
  /** Key under pageTitle.*; without one the page is titled with the app title. */
  titleKey?: string;
  /** A page that shows another feature for `?type=` (the trade page's swap panel) takes that one's title. */
  titleKeyByType?: Readonly<Record<string, string>>;
  tab?: TabKey;
  /** The spec's named login-only routes (finance, assets, profile, realname-auth). */
  requiresAuth?: boolean;
  /** Login, register and language have no coloured bar (spec section 2). */
  plainHeader?: boolean;
  /** The home page offers the personal centre from its bar. */
  profileShortcut?: boolean;
}

/** Pages a logged-out user may stay on at start and on show (spec section 2), plus the reset flow. */
export const PUBLIC_PATHS: ReadonlySet<string> = new Set([
  PATHS.home,
  PATHS.homeAlias,
  PATHS.login,
  PATHS.forgotPassword,
  PATHS.register,
  PATHS.language,
  // The chat page itself asks a visitor to log in (issue 12), rather than bouncing them home.
  PATHS.customerService,
]);

export const AUTH_REQUIRED_PATHS: ReadonlySet<string> = new Set([
  PATHS.finance,
  PATHS.assets,
  PATHS.profile,
  PATHS.realnameAuth,
]);

export const TABS: ReadonlyArray<{ key: TabKey; path: string; labelKey: string; params?: PageParams }> = [
  { key: 'home', path: PATHS.home, labelKey: 'tabs.home' },
  { key: 'market', path: PATHS.market, labelKey: 'tabs.market' },
  { key: 'swap', path: PATHS.trade, params: { type: 'swap' }, labelKey: 'tabs.swap' },
  { key: 'service', path: PATHS.customerService, labelKey: 'tabs.service' },
  { key: 'finance', path: PATHS.finance, labelKey: 'tabs.finance' },
  { key: 'assets', path: PATHS.assets, labelKey: 'tabs.assets' },
];
