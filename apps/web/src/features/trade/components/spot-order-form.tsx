import {
  type DepthSnapshot,
  type OrderSide,
  SPOT_LIMITS,
  type SpotOrderType,
  type TradingPair,
} from '@halcyon/api';
import { Button } from 'antd-mobile';
import type { TFunction } from 'i18next';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { accountKeys } from '@/shared/account/account-keys.ts';
import { PAIR_SUSPENDED_NOTICE_ID } from '@/shared/markets/components/pair-suspended-notice.tsx';
import { formatDecimal } from '@/shared/markets/decimal.ts';
import {
  addDecimal,
  multiplyDecimal,
  subtractDecimal,
  truncateDecimal,
} from '@/shared/markets/decimal-math.ts';
import { useFees, useRules } from '@/shared/markets/trading-queries.ts';
import { AmountInput } from '@/shared/money-form/amount-input.tsx';
import { type Percent, PercentChips } from '@/shared/money-form/percent-chips.tsx';
import { useMoneyMutation } from '@/shared/money-form/use-money-mutation.ts';
import { navigateTo } from '@/shared/navigation/navigation.ts';
import { PATHS, toUrl } from '@/shared/navigation/paths.ts';
import { useSessionStore } from '@/shared/session/session-store.ts';
import { showConfirm, showSuccessToast } from '@/shared/ui/feedback.ts';
import { FieldShell } from '@/shared/ui/form-field.tsx';
import { spotApi } from '../api.ts';
import {
  checkOrder,
  feeEstimate,
  fillFromPercent,
  isPositiveAmount,
  type OrderContext,
  type OrderDraft,
  type OrderProblem,
  orderValue,
  payingCurrency,
  plainAmount,
  priceDecimals,
  usesAmount,
} from '../order-math.ts';
import { useSpotBalances } from '../trade-queries.ts';

/** Balances carry up to 18 decimals; eight fit the narrow form and say enough. */
const AVAILABLE_DECIMALS = 8;

/** A price the order book handed over; `at` tells two taps on the same price apart. */
export interface PickedPrice {
  value: string;
  at: number;
}

function ProblemMessage({ problem, pair }: { problem: OrderProblem; pair: TradingPair }) {
  const { t } = useTranslation();
  const { base } = pair;
  let text: string;
  switch (problem.kind) {
    case 'incomplete':
      text = t('trade.incomplete');
      break;
    case 'noLiquidity':
      text = t('errors.NO_LIQUIDITY', { symbol: pair.symbol });
      break;
    case 'notOnTick':
      text = t('trade.notOnTick', { tickSize: problem.tickSize });
      break;
    case 'quantityNotOnStep':
      // The server's words for the same refusal: a pair traded in whole units has no "at most 0 decimals".
      text =
        problem.decimals === 0
          ? t('validation.wholeNumbersOnly')
          : t('trade.quantityNotOnStep', { decimals: problem.decimals });
      break;
    case 'belowMinQuantity':
      text = t('trade.belowMinQuantity', { min: formatDecimal(problem.min), base });
      break;
    case 'belowMinNotional':
      text = t('trade.belowMinNotional', { min: formatDecimal(problem.min) });
      break;
    case 'insufficient':
      text = t('trade.insufficient', {
        available: formatDecimal(problem.available),
        currency: problem.currency,
      });
      break;
    default:
      return problem satisfies never;
  }
  return (
    <div className="trade-problem" role="alert">
      <span>{text}</span>
      {problem.kind === 'insufficient' ? (
        <Button size="mini" color="primary" fill="outline" onClick={() => navigateTo(PATHS.recharge)}>
          {t('trade.deposit')}
        </Button>
      ) : null}
    </div>
  );
}

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

/** Spot buy/sell: limit or market, checked here against the pair's rules and the balance before it is sent. */
export function SpotOrderForm({
  pair,
  compact,
  lastPrice,
  initialSide,
  pickedPrice,
  book,
}: {
  pair: TradingPair;
  compact: string;
  lastPrice: string | undefined;
  initialSide: OrderSide;
  pickedPrice: PickedPrice | null;
  /** The order book beside the form; undefined until it has loaded. */
  book: DepthSnapshot | undefined;
}) {
  const { t } = useTranslation();
  const loggedIn = useSessionStore((state) => state.token !== null);
  const pushedAvailable = useSessionStore((state) => state.availableBalances);
  const [side, setSide] = useState<OrderSide>(initialSide);
  const [type, setType] = useState<SpotOrderType>('limit');
  const [price, setPrice] = useState('');
  const [quantity, setQuantity] = useState('');
  const [amount, setAmount] = useState('');
  const [problem, setProblem] = useState<OrderProblem | null>(null);
  const balances = useSpotBalances();
  const fees = useFees(compact);
  const rules = useRules(compact);
  // The clientOrderId is the attempt's key: sending the same order again after a lost answer cannot
  // place it twice. Refusals are shown the app's usual way; the form keeps what was typed.
  const place = useMoneyMutation({
    send: (draft: OrderDraft, clientOrderId: string) => {
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
    },
    invalidate: [accountKeys.spot],
  });

  const rule = rules.data;
  const tickSize = rule?.tickSize ?? pair.tickSize;
  const decimals = priceDecimals(tickSize);
  const currency = payingCurrency(side, pair.base);
  const loadedAvailable = balances.data ? (balances.data[currency]?.available ?? '0') : undefined;
  const available = loadedAvailable ?? pushedAvailable[currency] ?? null;
  const takerFeeRate = fees.data?.takerFeeRate ?? '0';
  const context: OrderContext = {
    base: pair.base,
    available: loggedIn ? available : null,
    makerFeeRate: fees.data?.makerFeeRate ?? '0',
    takerFeeRate,
    tickSize,
    minQuantity: rule?.minQuantity ?? pair.minQuantity,
    minNotional: rule?.minNotional ?? pair.minNotional,
    quantityPrecision: rule?.quantityPrecision ?? pair.quantityPrecision,
    lastPrice,
    book: book ? { asks: book.asks.length, bids: book.bids.length } : null,
  };
  const draft: OrderDraft = { side, type, price, quantity, amount };
  // An operator suspended the pair: the server would refuse any order, so the form offers none. The pair
  // is read again on the config channel's `pairs` change, so a resumption enables it again at once.
  const suspended = pair.status === 'suspended';

  // The last price fills the price once per pair; after that the person's own price stays.
  const prefilled = useRef(false);
  useEffect(() => {
    if (prefilled.current || !lastPrice || !isPositiveAmount(lastPrice)) return;
    prefilled.current = true;
    setPrice(truncateDecimal(lastPrice, decimals));
  }, [lastPrice, decimals]);

  useEffect(() => {
    if (!pickedPrice) return;
    setType('limit');
    setPrice(truncateDecimal(pickedPrice.value, decimals));
    setProblem(null);
  }, [pickedPrice, decimals]);

  const edit = (setter: (value: string) => void) => (value: string) => {
    setter(value);
    setProblem(null);
  };

  const stepPrice = (direction: 1 | -1) => {
    const base = isPositiveAmount(price) ? price.trim() : (lastPrice ?? '0');
    const next = direction > 0 ? addDecimal(base, tickSize) : subtractDecimal(base, tickSize);
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

  // Held from the check through the confirmation to the server's answer: a double tap or a second Enter
  // would otherwise open a second confirmation, and its OK (after the first order cleared its
  // clientOrderId) place a second order.
  const submitting = useRef(false);
  const submit = async () => {
    if (submitting.current || suspended) return;
    submitting.current = true;
    try {
      await confirmAndPlace();
    } finally {
      submitting.current = false;
    }
  };

  const confirmAndPlace = async () => {
    const found = checkOrder(draft, context);
    setProblem(found);
    if (found) return;
    const text = confirmationText(t, draft, pair.base, lastPrice);
    if (!(await showConfirm(text, t('trade.confirmTitle')))) return;
    if ((await place.submit(draft)) === undefined) return;
    showSuccessToast(t('trade.placed'));
    setQuantity('');
    setAmount('');
  };

  const value = orderValue(draft, lastPrice);
  const fee = fees.data ? feeEstimate(draft, context) : null;

  return (
    <form
      className="trade-form"
      aria-label={t('trade.orderForm')}
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <fieldset className="trade-toggle">
        <legend className="hc-visually-hidden">{t('trade.side')}</legend>
        {(['buy', 'sell'] as const).map((option) => (
          <button
            key={option}
            type="button"
            aria-pressed={side === option}
            className={`trade-toggle-option trade-${option}${side === option ? ' trade-toggle-active' : ''}`}
            onClick={() => {
              setSide(option);
              setProblem(null);
            }}
          >
            {t(`trade.${option}`)}
          </button>
        ))}
      </fieldset>
      <fieldset className="trade-toggle trade-type-toggle">
        <legend className="hc-visually-hidden">{t('trade.orderType')}</legend>
        {(['limit', 'market'] as const).map((option) => (
          <button
            key={option}
            type="button"
            aria-pressed={type === option}
            className={`trade-toggle-option${type === option ? ' trade-toggle-active' : ''}`}
            onClick={() => {
              setType(option);
              setProblem(null);
            }}
          >
            {t(`trade.${option}`)}
          </button>
        ))}
      </fieldset>

      {type === 'limit' ? (
        <FieldShell
          id="trade-price"
          label={t('trade.price')}
          extra={
            <span className="trade-steppers">
              <button type="button" aria-label={t('trade.priceDown')} onClick={() => stepPrice(-1)}>
                −
              </button>
              <button type="button" aria-label={t('trade.priceUp')} onClick={() => stepPrice(1)}>
                +
              </button>
            </span>
          }
        >
          <AmountInput id="trade-price" value={price} onChange={edit(setPrice)} />
        </FieldShell>
      ) : (
        <p className="trade-market-price">{t('trade.marketPrice')}</p>
      )}

      {usesAmount(draft) ? (
        <FieldShell id="trade-amount" label={t('trade.amount')}>
          <AmountInput
            id="trade-amount"
            value={amount}
            maxDecimals={SPOT_LIMITS.quoteAmountDecimals}
            onChange={edit(setAmount)}
          />
        </FieldShell>
      ) : (
        <FieldShell id="trade-quantity" label={t('trade.quantity', { base: pair.base })}>
          <AmountInput id="trade-quantity" value={quantity} onChange={edit(setQuantity)} />
        </FieldShell>
      )}

      {/* A buy's share must leave room for its fee: not sized until the rates are known. */}
      <PercentChips
        className="trade-percents"
        disabled={!loggedIn || (side === 'buy' && !fees.data)}
        onPick={fillPercent}
      />

      <dl className="trade-figures">
        <div>
          <dt>{t('trade.available')}</dt>
          {/* Cut, not rounded: the figure never promises more than there is. */}
          <dd>
            {loggedIn && available !== null
              ? `${formatDecimal(truncateDecimal(available, AVAILABLE_DECIMALS))} ${currency}`
              : '--'}
          </dd>
        </div>
        <div>
          <dt>{t('trade.total')}</dt>
          <dd>{value === null ? '--' : `${formatDecimal(value)} USDT`}</dd>
        </div>
        <div>
          <dt>{t('trade.fee')}</dt>
          <dd>{fee === null ? '--' : `${formatDecimal(fee)} USDT`}</dd>
        </div>
      </dl>
      {fees.data ? (
        <p className="trade-fee-rate">
          {t('trade.feeRate', { rate: formatDecimal(multiplyDecimal(takerFeeRate, '100')) })}
        </p>
      ) : null}

      {problem ? <ProblemMessage problem={problem} pair={pair} /> : null}

      {loggedIn ? (
        <Button
          type="submit"
          block
          loading={place.isPending}
          disabled={suspended}
          aria-describedby={suspended ? PAIR_SUSPENDED_NOTICE_ID : undefined}
          className={side === 'buy' ? 'trade-submit trade-submit-buy' : 'trade-submit trade-submit-sell'}
        >
          {t(side === 'buy' ? 'trade.submitBuy' : 'trade.submitSell', { base: pair.base })}
        </Button>
      ) : (
        <Button
          block
          color="primary"
          onClick={() => navigateTo(PATHS.login, { redirect: toUrl(PATHS.trade, { symbol: compact }) })}
        >
          {t('trade.logInToTrade')}
        </Button>
      )}
    </form>
  );
}
