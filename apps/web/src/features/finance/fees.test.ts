import { describe, expect, it } from 'vitest';
import { maxWithdrawable, rechargeFigures, withdrawalFigures } from './fees.ts';

describe('rechargeFigures', () => {
  it('takes 0.1 % of 100 USDT: 99.9 arrives', () => {
    expect(rechargeFigures('100', '0.001')).toEqual({ fee: '0.1', actualAmount: '99.9' });
  });

  it('rounds the fee up to 8 decimals, never down', () => {
    // 10.00000001 x 0.001 = 0.01000000001 -> 0.01000001
    expect(rechargeFigures('10.00000001', '0.001')).toEqual({ fee: '0.01000001', actualAmount: '9.99' });
  });

  it('is exact where a float is not (0.1 x 3)', () => {
    expect(rechargeFigures('0.3', '0.1')).toEqual({ fee: '0.03', actualAmount: '0.27' });
  });

  it('says nothing for an empty, zero or unreadable amount', () => {
    expect(rechargeFigures('', '0.001')).toBeNull();
    expect(rechargeFigures('0', '0.001')).toBeNull();
    expect(rechargeFigures('abc', '0.001')).toBeNull();
  });
});

describe('withdrawalFigures', () => {
  it('adds the fixed fee and the rate on top of the amount', () => {
    expect(withdrawalFigures('20', '1', '0.001')).toEqual({
      fee: '1.02',
      actualAmount: '20',
      totalAmount: '21.02',
    });
  });

  it('a fee of zero leaves the amount as it is', () => {
    expect(withdrawalFigures('20', '0', '0')).toEqual({ fee: '0', actualAmount: '20', totalAmount: '20' });
  });
});

describe('maxWithdrawable', () => {
  it('leaves room for the fee', () => {
    const max = maxWithdrawable('99.9', '1', '0.001', '100000');
    expect(max).toBe('98.8011988');
    const figures = withdrawalFigures(max ?? '', '1', '0.001');
    expect(figures?.totalAmount).toBe('99.9');
    // One unit more would not fit.
    expect(withdrawalFigures('98.80119881', '1', '0.001')?.totalAmount).toBe('99.90000001');
  });

  it('is capped at the config maximum', () => {
    expect(maxWithdrawable('1000000', '1', '0', '5000')).toBe('5000');
  });

  it('is null when the balance does not even cover the fixed fee', () => {
    expect(maxWithdrawable('0.5', '1', '0', '100')).toBeNull();
  });
});
