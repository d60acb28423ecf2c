import { USER_CHANNEL, userEvent } from '@halcyon/api';
import type { QueryClient } from '@tanstack/react-query';
import { accountKeys } from '../account/account-keys.ts';
import { addDecimal } from '../markets/decimal-math.ts';
import type { BalanceUpdate } from '../session/session-store.ts';
import { receiveSupportMessage, receiveSupportStatus } from '../support/support-cache.ts';
import type { ChannelMessage, ChannelSink } from './realtime-client.ts';

/**
 * Every query a push refreshes (balances, spot orders, contracts, deposits and withdrawals with their
 * details, the support chat, the KYC status) sits under this prefix, as logout relies on too.
 */
const PUSHED_KEYS = accountKeys.all;

/**
 * The private `user` channel: a balance push lands in the session store at once, and every push marks
 * the account queries it touches stale, so open screens re-read them instead of patching lists here.
 */
export function userSink(
  queryClient: QueryClient,
  applyBalance: (update: BalanceUpdate) => void,
): ChannelSink {
  return {
    matches: (channel) => channel === USER_CHANNEL,
    apply(message: ChannelMessage) {
      // The snapshot carries nothing (null): the screens load their own state. It starts every stream
      // (login, reconnect, the resubscribe after a sequence gap), so pushes may have been missed before it:
      // re-read everything they would have refreshed (the chat merges by id, nothing twice).
      if (message.type === 'snapshot') {
        void queryClient.invalidateQueries({ queryKey: PUSHED_KEYS });
        return true;
      }
      const parsed = userEvent.safeParse(message.data);
      if (!parsed.success) return false;
      const event = parsed.data;
      switch (event.kind) {
        case 'balance': {
          const { currency, available, frozen } = event.balance;
          applyBalance({ currency, available, frozen, total: addDecimal(available, frozen) });
          void queryClient.invalidateQueries({ queryKey: accountKeys.assets });
          void queryClient.invalidateQueries({ queryKey: accountKeys.spotBalance });
          return true;
        }
        case 'order':
          void queryClient.invalidateQueries({ queryKey: accountKeys.spot });
          return true;
        case 'contract':
          void queryClient.invalidateQueries({ queryKey: accountKeys.contracts });
          return true;
        case 'contract-mark':
          // Marks move every tick; the contract screens hold their own ticker for the live price.
          return true;
        case 'recharge-order':
          // The whole order comes with the push: an open order page shows it at once, lists re-read.
          queryClient.setQueryData(accountKeys.recharge(event.order.orderNo), event.order);
          void queryClient.invalidateQueries({ queryKey: [...accountKeys.recharges, 'list'] });
          return true;
        case 'withdrawal-order':
          queryClient.setQueryData(accountKeys.withdrawal(event.order.orderNo), event.order);
          void queryClient.invalidateQueries({ queryKey: [...accountKeys.withdrawals, 'list'] });
          return true;
        case 'support-message':
          receiveSupportMessage(queryClient, event.message);
          return true;
        case 'support-status':
          receiveSupportStatus(queryClient, event.upTo, event.status);
          return true;
        case 'kyc-status':
          // Compliance decided: an open verification page re-reads its status at once (the profile's
          // realNameStatus follows with the 5 s profile refresh).
          void queryClient.invalidateQueries({ queryKey: ['account', 'kyc'] });
          return true;
        default:
          return event satisfies never;
      }
    },
  };
}
