import type { Instrument } from '../market-data/index.ts';

/** Upper-case symbol in every spelling plus the name: what a pair search looks through. */
export const instrumentHaystack = (instrument: Instrument): string =>
  `${instrument.symbol} ${instrument.compact} ${instrument.name}`.toUpperCase();

/** "btc/usdt", "BTC-USDT" and "btcusdt" all find BTC/USDT; so do "bitcoin" and "coin". */
export function pairSearch(search: string | undefined): (haystack: string) => boolean {
  const needle = search?.trim().toUpperCase();
  if (!needle) return () => true;
  const compact = needle.replace(/[/_-]/g, '');
  return (haystack) => haystack.includes(needle) || (compact !== '' && haystack.includes(compact));
}
