import { describe, expect, it } from 'vitest';
import { negotiateLocale, normalizeLocale } from './locales.ts';

describe('normalizeLocale', () => {
  it.each([
    ['en-US', 'en'],
    ['en', 'en'],
    ['zh', 'zh-CN'],
    ['zh-Hans-CN', 'zh-CN'],
    ['zh-TW', 'zh-TW'],
    ['zh-HK', 'zh-TW'],
    ['zh-Hant', 'zh-TW'],
    ['ja-JP', 'ja'],
    ['de_DE', 'de'],
    ['pt-BR', null],
    ['', null],
  ])('%s -> %s', (tag, expected) => {
    expect(normalizeLocale(tag)).toBe(expected);
  });
});

describe('negotiateLocale', () => {
  it('takes the highest q-value we support', () => {
    expect(negotiateLocale('pt-BR, fr;q=0.7, de;q=0.9')).toBe('de');
  });
  it('keeps header order on equal weights and ignores q=0', () => {
    expect(negotiateLocale('ko;q=0, ja, vi')).toBe('ja');
  });
  it('returns null when nothing matches', () => {
    expect(negotiateLocale('pt, ru')).toBeNull();
  });
});
