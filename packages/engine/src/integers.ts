/**
 * Prices (ticks), quantities (lots) and quote amounts (tick-lots) are JavaScript numbers restricted to safe
 * integers, not bigints. Why: a bigint is a heap object, so every subtraction on the matching path would
 * allocate and run several times slower, while a safe integer is exact up to 2^53 - 1 and is an unboxed
 * small integer for V8 in the common range. Exactness is kept by construction: every input is checked with
 * `Number.isSafeInteger`, a limit order's notional (price x quantity) must itself be a safe integer (so is
 * every trade's, a trade being at most a resting order's size at its price), and the only division (the lots
 * a quote budget affords) is `floorDiv`, exact for safe integers. 2^53 lots is 90 million whole units at a lot
 * of 1e-8, far above any balance the server can freeze for one order.
 */
export function isPositiveSafeInteger(value: unknown): value is number {
  return typeof value === 'number' && Number.isSafeInteger(value) && value > 0;
}

/**
 * floor(dividend / divisor) for a non-negative safe integer and a positive safe integer, exactly. The double
 * quotient is correctly rounded, and for it to round up onto the next integer k the dividend would have to be
 * at least 2^53 (k * divisor - dividend >= 1 while the rounding error stays under half an ulp of k), so the
 * floor of the double is the true floor. The tests check it against bigint division, edge cases included.
 */
export function floorDiv(dividend: number, divisor: number): number {
  return Math.floor(dividend / divisor);
}

/**
 * Whether a x b, for positive safe integers, is itself a safe integer. The double product is exact whenever
 * the true product is safe, and when the true product is 2^53 or more, rounding (monotonic, 2^53 being a
 * double) cannot bring it back below, so the plain comparison is exact with no division.
 */
export function isSafeProduct(a: number, b: number): boolean {
  return a * b <= Number.MAX_SAFE_INTEGER;
}
