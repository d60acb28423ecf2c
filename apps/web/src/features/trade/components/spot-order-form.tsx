import { useTranslation } from 'react-i18next';
import { PercentChips } from '@/shared/money-form/percent-chips.tsx';
import { feeEstimate, orderValue, usesAmount } from '../order-math.ts';
import { OrderFigures, OrderSubmit, OrderToggles, PriceField, SizeField } from './order-form-fields.tsx';
import { ProblemMessage } from './order-problem-message.tsx';
import { type OrderFormProps, useOrderDraft } from './use-order-draft.ts';
import { usePlaceOrder } from './use-place-order.ts';

export type { PickedPrice } from './use-order-draft.ts';

/** Spot buy/sell: limit or market, checked here against the pair's rules and the balance before it is sent. */
export function SpotOrderForm(props: OrderFormProps) {
  const { pair, compact, lastPrice } = props;
  const { t } = useTranslation();
  const order = useOrderDraft(props);
  const { draft, context, loggedIn, feesKnown } = order;
  // An operator suspended the pair: the server would refuse any order, so the form offers none. The pair
  // is read again on the config channel's `pairs` change, so a resumption enables it again at once.
  const suspended = pair.status === 'suspended';
  const place = usePlaceOrder({
    pair,
    compact,
    lastPrice,
    suspended,
    order,
  });

  return (
    <form
      className="trade-form"
      aria-label={t('trade.orderForm')}
      onSubmit={(event) => {
        event.preventDefault();
        void place.submit();
      }}
    >
      <OrderToggles side={draft.side} type={draft.type} onSide={order.chooseSide} onType={order.chooseType} />

      <PriceField
        limit={draft.type === 'limit'}
        price={draft.price}
        onChange={order.editPrice}
        onStep={order.stepPrice}
      />
      <SizeField
        usesAmount={usesAmount(draft)}
        base={pair.base}
        amount={draft.amount}
        quantity={draft.quantity}
        onAmount={order.editAmount}
        onQuantity={order.editQuantity}
      />

      {/* A buy's share must leave room for its fee: not sized until the rates are known. */}
      <PercentChips
        className="trade-percents"
        disabled={!loggedIn || (draft.side === 'buy' && !feesKnown)}
        onPick={order.fillPercent}
      />

      <OrderFigures
        available={loggedIn ? order.available : null}
        currency={order.currency}
        value={orderValue(draft, lastPrice)}
        fee={feesKnown ? feeEstimate(draft, context) : null}
        takerFeeRate={feesKnown ? context.takerFeeRate : null}
      />

      {order.problem ? <ProblemMessage problem={order.problem} pair={pair} /> : null}

      <OrderSubmit
        loggedIn={loggedIn}
        buy={draft.side === 'buy'}
        base={pair.base}
        compact={compact}
        pending={place.isPending}
        suspended={suspended}
      />
    </form>
  );
}
