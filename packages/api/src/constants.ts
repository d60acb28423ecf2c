/** Business constants and limits of the product spec, section 9. One place, both sides. */
export const LIMITS = {
  accountMin: 3,
  accountMax: 20,
  passwordMin: 6,
  passwordMax: 20,
  emailCodeLength: 6,
  withdrawalPasswordMin: 6,
  withdrawalPasswordRecommended: 8,
  genericInputMax: 140,
  avatarMaxBytes: 10_485_760,
  proofMaxBytes: 5 * 1024 * 1024,
} as const;

export const TIMING = {
  requestTimeoutMs: 15_000,
  transportTimeoutMs: 60_000,
  retryCount: 3,
  retryDelayMs: 1_000,
  retryStatuses: [408, 429, 500, 502, 503, 504] as readonly number[],
  cacheExpiryMs: 300_000,
  cacheMaxEntries: 100,
  profileRefreshMs: 5_000,
  tokenExpiryRedirectMs: 1_500,
  loginRequiredRedirectMs: 1_500,
  logoutRedirectMs: 1_000,
  cookieLifetimeDays: 30,
  toastDefaultMs: 4_000,
  toastErrorMs: 3_000,
  networkLostToastMs: 3_000,
  asyncPageDelayMs: 200,
  asyncPageTimeoutMs: 60_000,
  navigationMinGapMs: 300,
  navigationQueueDelayMs: 100,
  swiperIntervalMs: 5_000,
  swiperDurationMs: 500,
  localePollMs: 5_000,
  restoreFullSessionDelayMs: 1_000,
  restoreTokenOnlyDelayMs: 500,
  emailCodeResendSeconds: 60,
} as const;

export const AUTH = {
  accessTokenTtlMs: 2 * 60 * 60 * 1000,
  refreshTokenTtlMs: 30 * 24 * 60 * 60 * 1000,
  emailCodeTtlMs: 10 * 60 * 1000,
  emailCodeMaxAttempts: 5,
  emailCodeCooldownMs: 60 * 1000,
  emailCodeDailyMax: 10,
  loginFailureMax: 10,
  loginFailureWindowMs: 15 * 60 * 1000,
  captchaTtlMs: 5 * 60 * 1000,
} as const;

/** Error codes the web client produces itself (spec section 8). */
export const CLIENT_ERROR_CODES = {
  network: 5,
  timeout: 5,
  abort: 600003,
  uploadNetwork: 602001,
} as const;

export const APP_DEFAULTS = {
  app_name: 'my app',
  app_logo: '/static/images/logo.png',
  app_version: '1.0.0',
  appVersionCode: 100,
} as const;

export const THEME = {
  primary: '#667eea',
  tabBarHeightPx: 50,
  modalConfirm: '#007aff',
} as const;
