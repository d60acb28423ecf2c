/** A buy takes asks and rests as a bid; a sell takes bids and rests as an ask. */
export type Side = 'buy' | 'sell';

export function isSide(value: unknown): value is Side {
  return value === 'buy' || value === 'sell';
}
