import { describe, expect, it } from 'vitest';
import { decimalSeparatorOf, readAmountText, showAmountText } from './amount-text.ts';

describe('amount text', () => {
  it('knows the decimal-comma languages', () => {
    for (const locale of ['de', 'fr', 'es', 'vi', 'de-AT']) expect(decimalSeparatorOf(locale)).toBe(',');
    for (const locale of ['en', 'zh-CN', 'zh-TW', 'ja', 'ko', 'th'])
      expect(decimalSeparatorOf(locale)).toBe('.');
  });

  it('reads a decimal comma exactly in de, fr, es and vi, and a point too', () => {
    expect(readAmountText('1,5', 'de')).toBe('1.5');
    expect(readAmountText('0,000000000000000001', 'fr')).toBe('0.000000000000000001');
    expect(readAmountText('12,', 'es')).toBe('12.');
    expect(readAmountText('3.25', 'vi')).toBe('3.25');
  });

  it('drops a pasted thousands comma where the comma is not a decimal mark', () => {
    expect(readAmountText('1,000.5', 'en')).toBe('1000.5');
    expect(readAmountText('1,5', 'ja')).toBe('15');
  });

  it('cuts extra decimals of a decimal, and leaves anything else for the form to refuse', () => {
    expect(readAmountText('0.123456789', 'en', 8)).toBe('0.12345678');
    expect(readAmountText('5.5', 'en', 0)).toBe('5');
    expect(readAmountText(' 12 345 ', 'en')).toBe('12345');
    expect(readAmountText('12abc', 'en')).toBe('12abc');
    expect(readAmountText('1,2,3', 'de')).toBe('1.2.3');
  });

  it('shows the value back with the language’s mark', () => {
    expect(showAmountText('1.5', 'de')).toBe('1,5');
    expect(showAmountText('1.', 'fr')).toBe('1,');
    expect(showAmountText('1.5', 'en')).toBe('1.5');
  });
});
