import type { DepthSnapshot, OrderSide, SpotOrderType, TradingPair } from '@halcyon/api';
import { useEffect, useRef, useState } from 'react';
import { addDecimal, subtractDecimal, truncateDecimal } from '@/shared/markets/decimal-math.ts';
import type { Percent } from '@/shared/money-form/percent-chips.tsx';
import { fillFromPercent, isPositiveAmount, type OrderDraft, type OrderProblem } from '../order-math.ts';
import { useOrderContext } from './use-order-context.ts';

/** A price the order book handed over; `at` tells two taps on the same price apart. */
export interface PickedPrice {
  value: string;
  at: number;
}

/** What the trade page hands the order form. */
export interface OrderFormProps {
  pair: TradingPair;
  compact: string;
  lastPrice: string | undefined;
  initialSide: OrderSide;
  pickedPrice: PickedPrice | null;
  /** The order book beside the form; undefined until it has loaded. */
  book: DepthSnapshot | undefined;
}

/**
 * What the person has typed and chosen, and the edits that change it: every edit clears the problem
 * shown, since it was about the order as it was.
 */
export function useOrderDraft({ pair, compact, lastPrice, initialSide, pickedPrice, book }: OrderFormProps) {
  const [side, setSide] = useState<OrderSide>(initialSide);
  const [type, setType] = useState<SpotOrderType>('limit');
  const [price, setPrice] = useState('');
  const [quantity, setQuantity] = useState('');
  const [amount, setAmount] = useState('');
  const [problem, setProblem] = useState<OrderProblem | null>(null);
  const checks = useOrderContext({ pair, compact, side, lastPrice, book });
  const { context, decimals } = checks;
  const draft: OrderDraft = { side, type, price, quantity, amount };

  usePriceFill({
    lastPrice,
    pickedPrice,
    decimals,
    setPrice,
    onPicked: () => {
      setType('limit');
      setProblem(null);
    },
  });

  const edit =
    <T>(setter: (value: T) => void) =>
    (value: T) => {
      setter(value);
      setProblem(null);
    };

  const stepPrice = (direction: 1 | -1) => {
    const base = isPositiveAmount(price) ? price.trim() : (lastPrice ?? '0');
    const next = direction > 0 ? addDecimal(base, context.tickSize) : subtractDecimal(base, context.tickSize);
    if (isPositiveAmount(next)) edit(setPrice)(truncateDecimal(next, decimals));
  };

  const fillPercent = (percent: Percent) => {
    const fill = fillFromPercent(percent, draft, context);
    if (!fill) {
      setProblem({ kind: 'incomplete' });
      return;
    }
    if (fill.field === 'amount') edit(setAmount)(fill.value);
    else edit(setQuantity)(fill.value);
  };

  return {
    ...checks,
    draft,
    problem,
    setProblem,
    chooseSide: edit(setSide),
    chooseType: edit(setType),
    editPrice: edit(setPrice),
    editQuantity: edit(setQuantity),
    editAmount: edit(setAmount),
    stepPrice,
    fillPercent,
    /** After an order is placed: the price stays for the next one, the size does not. */
    clearSize: () => {
      setQuantity('');
      setAmount('');
    },
  };
}

/**
 * The price the form fills in itself: the last price once per pair (after that the person's own price
 * stays), and a price picked from the book, which makes the order a limit order at that price.
 */
function usePriceFill({
  lastPrice,
  pickedPrice,
  decimals,
  setPrice,
  onPicked,
}: {
  lastPrice: string | undefined;
  pickedPrice: PickedPrice | null;
  decimals: number;
  setPrice: (price: string) => void;
  onPicked: () => void;
}) {
  const prefilled = useRef(false);
  useEffect(() => {
    if (prefilled.current || !lastPrice || !isPositiveAmount(lastPrice)) return;
    prefilled.current = true;
    setPrice(truncateDecimal(lastPrice, decimals));
  }, [lastPrice, decimals, setPrice]);

  const picked = useRef(onPicked);
  picked.current = onPicked;
  useEffect(() => {
    if (!pickedPrice) return;
    picked.current();
    setPrice(truncateDecimal(pickedPrice.value, decimals));
  }, [pickedPrice, decimals, setPrice]);
}
