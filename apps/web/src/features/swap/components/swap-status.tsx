import { useTranslation } from 'react-i18next';
import { isQuotableAmount } from '../swap-quote.ts';
import { SwapQuoteDetails } from '../swap-quote-details.tsx';
import type { useSwapConvert } from '../use-swap-convert.ts';
import type { useSwapForm } from '../use-swap-form.ts';
import { ProblemNotice, QuoteErrorNotice, UnsureNotice } from './swap-notices.tsx';

/**
 * What the panel says under the choice, in this order: too little balance, the last problem, a convert
 * whose answer was lost, a refused quote, the live quote, and "quoting" while one is on its way.
 */
export function SwapStatus({
  isLogin,
  form,
  conversion,
}: {
  isLogin: boolean;
  form: ReturnType<typeof useSwapForm>;
  conversion: ReturnType<typeof useSwapConvert>;
}) {
  const { t } = useTranslation();
  const { from, to, amount, query, settled, expiresAt, quote } = form;
  const quoteError = settled && query.isError && !query.isFetching ? query.error : null;
  return (
    <>
      {form.insufficient ? (
        <ProblemNotice problem={{ message: t('swap.insufficient'), deposit: true }} />
      ) : null}
      {form.problem ? <ProblemNotice problem={form.problem} /> : null}
      {conversion.unsure ? (
        <UnsureNotice
          reason={conversion.unsure.reason}
          checking={conversion.isPending}
          onCheck={conversion.check}
        />
      ) : null}
      {quoteError ? <QuoteErrorNotice error={quoteError} onRequote={() => void query.refetch()} /> : null}
      {quote && expiresAt !== null ? <SwapQuoteDetails quote={quote} expiresAt={expiresAt} /> : null}
      {isLogin && isQuotableAmount(amount) && from !== to && (!settled || query.isFetching) ? (
        <p className="hc-swap-quoting" role="status">
          {t('swap.quoting')}
        </p>
      ) : null}
    </>
  );
}
