/** i18n keys of the transport's own messages (spec section 8); translated by the caller's translate(). */
export const HTTP_MESSAGE_KEYS = {
  requestFailed: 'http.requestFailed',
  serverInternal: 'http.serverInternal',
  notFound: 'http.notFound',
  forbidden: 'http.forbidden',
  serverError: 'http.serverError',
  networkFailed: 'http.networkFailed',
  networkWarning: 'http.networkWarning',
  timeout: 'http.timeout',
  abort: 'http.abort',
  uploadFailed: 'http.uploadFailed',
  fileError: 'http.fileError',
  loginExpired: 'http.loginExpired',
  unknown: 'http.unknown',
} as const;

/** The message for a failed status when the body says nothing usable. */
export function statusMessageKey(status: number): string {
  if (status >= 500) return HTTP_MESSAGE_KEYS.serverInternal;
  if (status === 404) return HTTP_MESSAGE_KEYS.notFound;
  if (status === 403) return HTTP_MESSAGE_KEYS.forbidden;
  return HTTP_MESSAGE_KEYS.serverError;
}
