import type { SwapOrder, SwapQuote } from '@halcyon/api';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { formatRate } from '@/shared/format/money.ts';
import { formatDecimal } from '@/shared/markets/decimal.ts';
import { showConfirm, showToast } from '@/shared/ui/feedback.ts';
import { useSwapExecution } from './use-swap-execution.ts';
import type { useSwapForm } from './use-swap-form.ts';

/** The confirmation: exactly what is paid and received, at which rate and fee. */
function confirmationText(t: TFunction, quote: SwapQuote): string {
  return [
    t('swap.confirmPay', { amount: formatDecimal(quote.fromAmount), currency: quote.from }),
    t('swap.confirmReceive', { amount: formatDecimal(quote.toAmount), currency: quote.to }),
    t('swap.confirmRate', { from: quote.from, to: quote.to, rate: formatRate(quote.rate) }),
    t('swap.confirmFee', { fee: formatDecimal(quote.fee), currency: quote.to }),
  ].join('\n');
}

/**
 * Converting the quote shown: confirmed by the person, sent only while it is still valid, executed once
 * (useSwapExecution); an expired or vanished quote is fetched again instead.
 */
export function useSwapConvert({
  form,
  onDone,
}: {
  form: ReturnType<typeof useSwapForm>;
  onDone: (order: SwapOrder) => void;
}) {
  const { t } = useTranslation();
  const { quote, expiresAt, query } = form;
  const execute = useSwapExecution({
    onDone: (order) => {
      onDone(order);
      form.setAmount('');
    },
    onQuoteGone: requote,
    onShortBalance: (error) => form.setProblem({ message: error.message, deposit: true }),
  });
  function requote() {
    showToast(t('swap.quoteExpired'));
    void query.refetch();
  }

  const convert = async () => {
    if (!quote || expiresAt === null) return;
    if (!(await showConfirm(confirmationText(t, quote), t('swap.confirmTitle')))) return;
    // Time passed while the dialog was open: an expired quote would only be refused.
    if (Date.now() >= expiresAt) {
      requote();
      return;
    }
    await execute.send(quote.quoteId);
  };

  return { convert, unsure: execute.unsure, check: execute.check, isPending: execute.isPending };
}
