import type { TradingPair } from '@halcyon/api';
import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { formatDecimal } from '@/shared/markets/decimal.ts';
import { navigateTo } from '@/shared/navigation/navigation.ts';
import { PATHS } from '@/shared/navigation/paths.ts';
import type { OrderProblem } from '../order-math.ts';

/** Why the order was not sent, in the server's words for the same refusal; a short balance offers a deposit. */
export function ProblemMessage({ problem, pair }: { problem: OrderProblem; pair: TradingPair }) {
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
