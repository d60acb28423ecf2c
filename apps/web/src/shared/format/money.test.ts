import { describe, expect, it } from 'vitest';
import { formatDateTime } from '../i18n/format-date-time.ts';
import { formatBalance, formatMoney, formatRate } from './money.ts';

describe('balances', () => {
  it('are cut to the currency’s decimals, never rounded up', () => {
    expect(formatBalance('9876.129', 'USDT')).toBe('9,876.12');
    expect(formatBalance('0.123456789', 'BTC')).toBe('0.12345678');
    expect(formatBalance('0.999999999', 'ETH')).toBe('0.99999999');
    expect(formatBalance('1000', 'USDT')).toBe('1,000');
    expect(formatBalance('20.5', 'USDT')).toBe('20.5');
    expect(formatBalance(null, 'USDT')).toBe('--');
  });
});

describe('amounts in summaries', () => {
  it('USDT to cents, crypto up to eight decimals, rounded half up, no trailing zeros', () => {
    expect(formatMoney('6413.995', 'USDT')).toBe('6,414');
    expect(formatMoney('6.42', 'USDT')).toBe('6.42');
    expect(formatMoney('0.000311598695903369', 'ETH')).toBe('0.0003116');
    expect(formatMoney('0.1', 'BTC')).toBe('0.1');
  });
});

describe('exchange rates', () => {
  it('show six significant digits, at least cents once 1 or more', () => {
    expect(formatRate('0.000311598695903369')).toBe('0.000311599');
    expect(formatRate('0.5')).toBe('0.5');
    expect(formatRate('3.14159265')).toBe('3.14159');
    expect(formatRate('64186.25')).toBe('64,186.25');
    expect(formatRate('64250.5')).toBe('64,250.5');
    expect(formatRate('1234567.891')).toBe('1,234,567.89');
    expect(formatRate('abc')).toBe('--');
  });
});

describe('date and time', () => {
  const now = new Date(2026, 10, 24, 12, 0, 0).getTime();
  const march = new Date(2026, 2, 5, 21, 7, 3).getTime();
  const lastYear = new Date(2025, 2, 5, 9, 7, 3).getTime();

  it('is 24-hour, to the second, without the year this year, in the language’s own order', () => {
    expect(formatDateTime(march, 'en', now)).toBe('03/05, 21:07:03');
    expect(formatDateTime(march, 'de', now)).toBe('05.03., 21:07:03');
    expect(formatDateTime(march, 'ja', now)).toBe('03/05 21:07:03');
  });

  it('names the year when it is not this year', () => {
    expect(formatDateTime(lastYear, 'en', now)).toBe('03/05/2025, 09:07:03');
    expect(formatDateTime(lastYear, 'de', now)).toBe('05.03.2025, 09:07:03');
    expect(formatDateTime(lastYear, 'ja', now)).toBe('2025/03/05 09:07:03');
  });

  it('says "--" for no time at all', () => {
    expect(formatDateTime(null, 'en', now)).toBe('--');
  });
});
