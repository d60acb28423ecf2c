import { DEFAULT_CONTRACT_CONFIG } from '@halcyon/api';
import { describe, expect, it } from 'vitest';
import {
  amountProblem,
  formatCountdown,
  localDeadline,
  payoutIfRight,
  profitSoFar,
  quickAmounts,
  secondsLeft,
} from '../contract-math.ts';
import { price, ratePercent } from '../format.ts';

describe('contract formats', () => {
  it('shows a payout rate as an exact percent', () => {
    expect(ratePercent('0.8')).toBe('80');
    expect(ratePercent('0.925')).toBe('92.5');
  });

  it('pads a price to the pair precision but never rounds a digit away', () => {
    expect(price('64250.1', 2)).toBe('64,250.10');
    expect(price('64250.125', 2)).toBe('64,250.125');
    expect(price(null, 2)).toBe('--');
  });
});

describe('payout and profit so far', () => {
  it('a right call pays stake x (1 + rate), to the last decimal', () => {
    expect(payoutIfRight('100', '0.8')).toBe('180');
    expect(payoutIfRight('10.01', '0.85')).toBe('18.5185');
    expect(payoutIfRight('0.1', '0.95')).toBe('0.195');
  });

  const up = { direction: 'up' as const, amount: '50.5', payoutRate: '0.85', entryPrice: '64250.10' };
  const down = { ...up, direction: 'down' as const };

  it('up: +stake x rate above the entry, -stake below, 0 at the entry', () => {
    expect(profitSoFar(up, '64250.11')).toBe('42.925');
    expect(profitSoFar(up, '64250.09')).toBe('-50.5');
    expect(profitSoFar(up, '64250.1')).toBe('0');
  });

  it('down: the mirror', () => {
    expect(profitSoFar(down, '64250.09')).toBe('42.925');
    expect(profitSoFar(down, '64250.11')).toBe('-50.5');
    expect(profitSoFar(down, '64250.100')).toBe('0');
  });

  it('nothing to say without an entry or a live price', () => {
    expect(profitSoFar({ ...up, entryPrice: null }, '1')).toBeNull();
    expect(profitSoFar(up, undefined)).toBeNull();
  });
});

describe('countdown', () => {
  it('counts from when the answer arrived, whatever the client clock says about endAt', () => {
    const receivedAt = 1_000_000;
    const deadline = localDeadline(30_000, receivedAt);
    expect(deadline).toBe(1_030_000);
    expect(secondsLeft(deadline, receivedAt)).toBe(30);
    expect(secondsLeft(deadline, receivedAt + 1)).toBe(30);
    expect(secondsLeft(deadline, receivedAt + 1_000)).toBe(29);
    expect(secondsLeft(deadline, receivedAt + 29_001)).toBe(1);
    expect(secondsLeft(deadline, receivedAt + 30_000)).toBe(0);
    expect(secondsLeft(deadline, receivedAt + 99_000)).toBe(0);
    expect(localDeadline(-5, receivedAt)).toBe(receivedAt);
  });

  it('formats mm:ss and h:mm:ss', () => {
    expect(formatCountdown(0)).toBe('00:00');
    expect(formatCountdown(59)).toBe('00:59');
    expect(formatCountdown(900)).toBe('15:00');
    expect(formatCountdown(3_725)).toBe('1:02:05');
  });
});

describe('amount rules', () => {
  const config = DEFAULT_CONTRACT_CONFIG;

  it('quick amounts stay within min and max', () => {
    expect(quickAmounts(config)).toEqual(['10', '50', '100', '500']);
    expect(quickAmounts({ minAmount: '20', maxAmount: '100' })).toEqual(['50', '100']);
  });

  it('names the first rule broken', () => {
    expect(amountProblem('', config, null)).toEqual({ kind: 'required' });
    expect(amountProblem('1e3', config, null)).toEqual({ kind: 'invalid', key: 'validation.decimalInvalid' });
    expect(amountProblem('9.999999', config, null)).toEqual({ kind: 'tooSmall' });
    expect(amountProblem('50000.000001', config, null)).toEqual({ kind: 'tooLarge' });
    expect(amountProblem('100.01', config, '100')).toEqual({ kind: 'insufficient', available: '100' });
    expect(amountProblem('100', config, '100')).toBeNull();
    expect(amountProblem('10', config, null)).toBeNull();
    expect(amountProblem('50000', config, null)).toBeNull();
  });
});
