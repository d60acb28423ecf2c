/** The spec's route table (section 2); every navigation names its target through this. */
export const PATHS = {
  home: '/',
  homeAlias: '/pages/home/home',
  market: '/pages/market/market',
  marketDetail: '/pages/market/detail',
  finance: '/pages/finance/finance',
  recharge: '/pages/finance/recharge',
  rechargeOrder: '/pages/finance/recharge-order',
  rechargeHelp: '/pages/finance/recharge-help',
  rechargeHistory: '/pages/finance/recharge-history',
  withdrawal: '/pages/finance/withdrawal',
  withdrawalOrder: '/pages/finance/withdrawal-order',
  withdrawalHistory: '/pages/finance/withdrawal-history',
  assets: '/pages/assets/assets',
  login: '/pages/login/login',
  /** Not in the spec's table: the reset-password flow the spec implies lives beside login. */
  forgotPassword: '/pages/login/forgot-password',
  register: '/pages/register/register',
  profile: '/pages/profile/profile',
  aboutUs: '/pages/profile/about-us',
  withdrawalPassword: '/pages/profile/withdrawal-password',
  realnameAuth: '/pages/profile/realname-auth',
  /** Not in the spec's table: two-factor sign-in, sessions and sign-ins, reached from the personal centre. */
  security: '/pages/profile/security',
  language: '/pages/settings/language',
  customerService: '/pages/customer-service/customer-service',
  trade: '/pages/trade/trade',
  contract: '/pages/trade/contract',
  index: '/pages/index/index',
  i18nExample: '/pages/example/i18n-example',
  tradingPairTest: '/pages/test/trading-pair-test',
  realnameAuthTest: '/pages/test/realname-auth-test',
} as const;

export type PagePath = (typeof PATHS)[keyof typeof PATHS];

export type PageParams = Record<string, string | number | boolean | null | undefined>;

/** Page params travel as an encoded query string (spec section 2). */
export function toUrl(path: string, params?: PageParams): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params ?? {})) {
    if (value !== undefined && value !== null) search.set(key, String(value));
  }
  const query = search.toString();
  return query ? `${path}?${query}` : path;
}
