import { describe, expect, it } from 'vitest';
import { groupedFigure } from './grouped-figure.ts';

describe('groupedFigure', () => {
  it('groups the integer part and keeps every decimal of the string', () => {
    expect(groupedFigure('50000')).toBe('50,000');
    expect(groupedFigure('1234567.123456789012345678')).toBe('1,234,567.123456789012345678');
    expect(groupedFigure('999')).toBe('999');
    expect(groupedFigure('0.00000001')).toBe('0.00000001');
    expect(groupedFigure('-1000.5')).toBe('-1,000.5');
    expect(groupedFigure(1_000_000)).toBe('1,000,000');
  });

  it('beyond a float: 18 integer digits stay exact', () => {
    expect(groupedFigure('123456789012345678.9')).toBe('123,456,789,012,345,678.9');
  });

  it('leaves anything but a plain decimal as it is', () => {
    expect(groupedFigure('40,000,000')).toBe('40,000,000');
    expect(groupedFigure('1e+21')).toBe('1e+21');
  });
});
