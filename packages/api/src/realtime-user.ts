import { z } from 'zod';
import { rechargeOrderEvent, withdrawalOrderEvent } from './finance-events.ts';
import { kycStatusEvent } from './kyc.ts';
import { decimalString } from './markets.ts';
import { contractOrder } from './second-contract.ts';
import { spotOrder } from './spot.ts';
import { supportMessageEvent, supportStatusEvent } from './support.ts';

/*
 * The private `user` channel's events (see realtime.ts for the protocol), in a module of their own: they
 * need most of the account schemas (orders, finance, support, KYC), which a client following only public
 * channels (tickers on home and market) then does not load and build.
 */

/** A balance after a change: the `user` channel sends one per currency a transaction touched. */
export const balanceChange = z.object({
  currency: z.string(),
  available: decimalString,
  frozen: decimalString,
  time: z.number().int(),
});
export type BalanceChange = z.infer<typeof balanceChange>;

/** A live mark of a running second contract: the latest feed price while it runs. */
export const contractMark = z.object({
  orderNo: z.string(),
  symbol: z.string(),
  price: decimalString,
  time: z.number().int(),
});

/** What the private `user` channel pushes. */
export const userEvent = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('order'), order: spotOrder }),
  z.object({ kind: z.literal('balance'), balance: balanceChange }),
  z.object({ kind: z.literal('contract'), order: contractOrder }),
  z.object({ kind: z.literal('contract-mark'), mark: contractMark }),
  rechargeOrderEvent,
  withdrawalOrderEvent,
  supportMessageEvent,
  supportStatusEvent,
  kycStatusEvent,
]);
export type UserEvent = z.infer<typeof userEvent>;
