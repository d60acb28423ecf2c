import { AppError } from './errors.ts';

/** Decimals as written: "1.50" has 2. The grammar of amounts (packages/api) allows no exponent or sign. */
export function writtenDecimals(text: string): number {
  const point = text.indexOf('.');
  return point < 0 ? 0 : text.length - point - 1;
}

/**
 * A 422 on `field` when the amount has more decimals than its currency or pair allows: "1.0000000000"
 * is the same number as "1", but a client that sends it has a bug worth hearing about, and a stored
 * amount must never carry more precision than its currency has.
 */
export function assertDecimals(text: string, max: number, field: string): void {
  if (writtenDecimals(text) > max) {
    // "At most 0 decimals" is a riddle: a pair traded in whole units says so.
    const key = max === 0 ? 'validation.wholeNumbersOnly' : 'validation.tooManyDecimals';
    throw new AppError('VALIDATION_FAILED', { max }, { [field]: [key] });
  }
}
