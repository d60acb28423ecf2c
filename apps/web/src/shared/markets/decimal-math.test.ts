import { describe, expect, it } from 'vitest';
import {
  addDecimal,
  compareDecimals,
  divideDecimal,
  isMultipleOf,
  multiplyDecimal,
  subtractDecimal,
  truncateDecimal,
} from './decimal-math.ts';

describe('decimal math on strings', () => {
  it('adds, subtracts and multiplies exactly', () => {
    expect(addDecimal('0.1', '0.2')).toBe('0.3');
    expect(subtractDecimal('1', '1.000000000000000001')).toBe('-0.000000000000000001');
    expect(multiplyDecimal('64250.55', '0.0123')).toBe('790.281765');
    expect(multiplyDecimal('-2.5', '4')).toBe('-10');
  });

  it('divides and truncates toward zero, never rounding a payable amount up', () => {
    expect(divideDecimal('10000', '64250.5', 4)).toBe('0.1556');
    expect(divideDecimal('1', '3', 6)).toBe('0.333333');
    expect(truncateDecimal('2500.129', 2)).toBe('2500.12');
    expect(truncateDecimal('7', 2)).toBe('7');
  });

  it('compares and checks steps', () => {
    expect(compareDecimals('100.10', '100.1')).toBe(0);
    expect(compareDecimals('99.99', '100')).toBe(-1);
    expect(isMultipleOf('64250.55', '0.01')).toBe(true);
    expect(isMultipleOf('64250.555', '0.01')).toBe(false);
    expect(isMultipleOf('1.5', '0.5')).toBe(true);
  });
});
