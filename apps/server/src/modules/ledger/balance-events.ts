import type { Bus } from '../../platform/bus.ts';
import type { Clock } from '../../platform/clock.ts';
import { publishUserEvent } from '../../platform/user-events.ts';
import type { Ledger } from './ledger.ts';

/**
 * Tells the user's open screens the new balances of the currencies a committed transaction touched
 * (one `balance` event each). Call it after the commit; a failure to publish never undoes the money.
 */
export async function announceBalances(
  deps: { bus: Bus; clock: Clock; ledger: Pick<Ledger, 'balance'> },
  userId: string,
  currencies: Iterable<string>,
): Promise<void> {
  for (const currency of new Set(currencies)) {
    const balance = await deps.ledger.balance(userId, currency);
    await publishUserEvent(deps.bus, userId, {
      kind: 'balance',
      balance: {
        currency,
        available: balance.available,
        frozen: balance.frozen,
        time: deps.clock.now(),
      },
    });
  }
}
