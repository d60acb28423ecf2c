import { ERROR_CODES, WS_ERROR_CODES } from '@halcyon/api';
import { lookup, SUPPORTED_LOCALES } from '@halcyon/i18n';
import { ALL_CATALOGS } from '@halcyon/i18n/all';
import { describe, expect, it } from 'vitest';

// The catalogs are checked against English for the same keys; this checks English against the codes, so
// that a new error code cannot reach a person as its bare name.
describe('error messages', () => {
  it.each(SUPPORTED_LOCALES)('every error code has a message in %s', (locale) => {
    const missing = ERROR_CODES.filter(
      (code) => typeof lookup(ALL_CATALOGS[locale], `errors.${code}`) !== 'string',
    );
    expect(missing).toEqual([]);
  });

  // The websocket's errors are translated the same way, under realtime.<CODE> (modules/realtime/outbound.ts).
  it.each(SUPPORTED_LOCALES)('every websocket error code has a message in %s', (locale) => {
    const missing = WS_ERROR_CODES.filter(
      (code) => typeof lookup(ALL_CATALOGS[locale], `realtime.${code}`) !== 'string',
    );
    expect(missing).toEqual([]);
  });
});
