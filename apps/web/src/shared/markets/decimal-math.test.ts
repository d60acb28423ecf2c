import { describe, expect, it } from 'vitest';
import {
  addDecimal,
  decimalsOf,
  divideDecimal,
  isMultipleOf,
  multiplyDecimal,
  negateDecimal,
  subtractDecimal,
  truncateDecimal,
} from './decimal-math.ts';

describe('decimal math on strings', () => {
  it('adds, subtracts and multiplies exactly', () => {
    expect(addDecimal('0.1', '0.2')).toBe('0.3');
    expect(subtractDecimal('1', '1.000000000000000001')).toBe('-0.000000000000000001');
    expect(multiplyDecimal('64250.55', '0.0123')).toBe('790.281765');
    expect(multiplyDecimal('-2.5', '4')).toBe('-10');
    expect(multiplyDecimal('100', '1.85')).toBe('185');
    expect(multiplyDecimal('0.1', '3')).toBe('0.3');
    expect(multiplyDecimal('12.345678901234567891', '0.85')).toBe('10.49382706604938270735');
  });

  it('negates, never giving a negative zero', () => {
    expect(negateDecimal('12.50')).toBe('-12.5');
    expect(negateDecimal('-3')).toBe('3');
    expect(negateDecimal('0')).toBe('0');
  });

  it('reads operands with the grammar of decimal.ts and refuses anything else', () => {
    expect(addDecimal('+1.5', '.5')).toBe('2');
    expect(addDecimal(' 007.10 ', '0')).toBe('7.1');
    expect(() => addDecimal('1e3', '1')).toThrow('not a decimal');
    expect(() => multiplyDecimal('', '1')).toThrow('not a decimal');
  });

  it('divides and truncates toward zero, never rounding a payable amount up', () => {
    expect(divideDecimal('10000', '64250.5', 4)).toBe('0.1556');
    expect(divideDecimal('1', '3', 6)).toBe('0.333333');
    expect(truncateDecimal('2500.129', 2)).toBe('2500.12');
    expect(truncateDecimal('7', 2)).toBe('7');
  });

  it('checks steps', () => {
    expect(isMultipleOf('64250.55', '0.01')).toBe(true);
    expect(isMultipleOf('64250.555', '0.01')).toBe(false);
    expect(isMultipleOf('1.5', '0.5')).toBe(true);
    expect(decimalsOf('0.001')).toBe(3);
    expect(decimalsOf('0.010')).toBe(2);
    expect(decimalsOf('1')).toBe(0);
  });
});
