import type { TradingPair } from '@halcyon/api';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { accountKeys } from '@/shared/account/account-keys.ts';
import { useSingleFlight } from '@/shared/api/use-single-flight.ts';
import { formatDecimal } from '@/shared/markets/decimal.ts';
import { useMoneyMutation } from '@/shared/money-form/use-money-mutation.ts';
import { showConfirm, showSuccessToast } from '@/shared/ui/feedback.ts';
import { spotApi } from '../api.ts';
import {
  checkOrder,
  type OrderContext,
  type OrderDraft,
  type OrderProblem,
  orderValue,
  plainAmount,
  usesAmount,
} from '../order-math.ts';

/** What the confirmation asks: "Buy 0.01 BTC at 64000 USDT, total 640 USDT", or the market order's figures. */
function confirmationText(
  t: TFunction,
  draft: OrderDraft,
  base: string,
  lastPrice: string | undefined,
): string {
  const side = t(draft.side === 'buy' ? 'trade.buy' : 'trade.sell');
  if (draft.type === 'limit') {
    const total = formatDecimal(orderValue(draft, lastPrice));
    const [price, quantity] = [plainAmount(draft.price), plainAmount(draft.quantity)];
    return t('trade.confirmLimit', { side, quantity, base, price, total });
  }
  return usesAmount(draft)
    ? t('trade.confirmMarketAmount', { base, amount: plainAmount(draft.amount) })
    : t('trade.confirmMarketQuantity', { side, quantity: plainAmount(draft.quantity), base });
}

/** The POST of a limit or market order; the clientOrderId is the attempt's key. */
function sendOrder(compact: string, draft: OrderDraft, clientOrderId: string) {
  if (draft.type === 'limit') {
    return spotApi.placeLimit({
      symbol: compact,
      side: draft.side,
      price: plainAmount(draft.price),
      quantity: plainAmount(draft.quantity),
      clientOrderId,
    });
  }
  return spotApi.placeMarket(
    usesAmount(draft)
      ? { symbol: compact, side: draft.side, quoteAmount: plainAmount(draft.amount), clientOrderId }
      : { symbol: compact, side: draft.side, quantity: plainAmount(draft.quantity), clientOrderId },
  );
}

/** Placing the order: checked here, confirmed by the person, then sent once. */
export function usePlaceOrder({
  pair,
  compact,
  lastPrice,
  suspended,
  order,
}: {
  pair: TradingPair;
  compact: string;
  lastPrice: string | undefined;
  suspended: boolean;
  /** The form's draft (useOrderDraft): what is checked and sent, where a problem shows, what a success clears. */
  order: {
    draft: OrderDraft;
    context: OrderContext;
    setProblem: (problem: OrderProblem | null) => void;
    clearSize: () => void;
  };
}) {
  const { t } = useTranslation();
  const { draft, context, setProblem } = order;
  // The clientOrderId is the attempt's key: sending the same order again after a lost answer cannot
  // place it twice. Refusals are shown the app's usual way; the form keeps what was typed.
  const place = useMoneyMutation({
    send: (sent: OrderDraft, clientOrderId: string) => sendOrder(compact, sent, clientOrderId),
    invalidate: [accountKeys.spot],
  });

  const confirmAndPlace = async () => {
    const found = checkOrder(draft, context);
    setProblem(found);
    if (found) return;
    const text = confirmationText(t, draft, pair.base, lastPrice);
    if (!(await showConfirm(text, t('trade.confirmTitle')))) return;
    if ((await place.submit(draft)) === undefined) return;
    showSuccessToast(t('trade.placed'));
    order.clearSize();
  };

  // Held from the check through the confirmation to the server's answer: a double tap or a second Enter
  // would otherwise open a second confirmation, and its OK (after the first order cleared its
  // clientOrderId) place a second order.
  const once = useSingleFlight();
  const submit = async () => {
    if (!suspended) await once(confirmAndPlace);
  };

  return { submit, isPending: place.isPending };
}
