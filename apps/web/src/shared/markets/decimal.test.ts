import { describe, expect, it } from 'vitest';
import {
  compareDecimal,
  formatCompact,
  formatDecimal,
  formatPercent,
  formatSigned,
  signOf,
} from './decimal.ts';

describe('compareDecimal: exact, never through floats', () => {
  it.each([
    ['0.3', '0.30', 0],
    ['0.1', '0.10000000000000001', -1],
    ['100', '99.999999', 1],
    ['-1.5', '-1.25', -1],
    ['-0', '0.000', 0],
    ['12345678901234567890.1', '12345678901234567890.09', 1],
    ['0.00000001', '0', 1],
    ['007', '7.0', 0],
    ['100.10', '100.1', 0],
    ['99.99', '100', -1],
    ['64250.10', '64250.1', 0],
    ['64250.11', '64250.1', 1],
    ['-1', '0', -1],
  ])('%s vs %s -> %i', (a, b, expected) => {
    expect(compareDecimal(a, b)).toBe(expected);
    expect(compareDecimal(b, a)).toBe(-expected || 0);
  });

  it('tells the sign of a value', () => {
    expect(signOf('-0.01')).toBe(-1);
    expect(signOf('0.000')).toBe(0);
    expect(signOf('2')).toBe(1);
  });
});

describe('formatting decimal strings', () => {
  it('groups thousands and rounds half up in strings', () => {
    expect(formatDecimal('1234567.891', 2)).toBe('1,234,567.89');
    expect(formatDecimal('0.995', 2)).toBe('1.00');
    expect(formatDecimal('999.9999', 2)).toBe('1,000.00');
    expect(formatDecimal('-0.004', 2)).toBe('0.00');
    expect(formatDecimal('64250.5')).toBe('64,250.5');
    expect(formatDecimal('1.5', 4)).toBe('1.5000');
    expect(formatDecimal('abc')).toBe('--');
  });

  it('formats percentages and signed amounts', () => {
    expect(formatPercent('2.5')).toBe('+2.50%');
    expect(formatPercent('-0.3')).toBe('-0.30%');
    expect(formatPercent('0')).toBe('0.00%');
    expect(formatSigned('12.5', 2)).toBe('+12.50');
    expect(formatSigned('-3')).toBe('-3');
  });

  it('shortens large volumes', () => {
    expect(formatCompact('12345678.9')).toBe('12.35M');
    expect(formatCompact('98765')).toBe('98.77K');
    expect(formatCompact('1234567890123')).toBe('1.23T');
    expect(formatCompact('512.345')).toBe('512.35');
  });
});
