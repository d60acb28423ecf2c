import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@/shared/api/api-error.ts';
import { navigateTo } from '@/shared/navigation/navigation.ts';
import { PATHS } from '@/shared/navigation/paths.ts';
import type { SwapProblem } from '../use-swap-form.ts';

export function ProblemNotice({ problem }: { problem: SwapProblem }) {
  const { t } = useTranslation();
  return (
    <div className="hc-swap-problem" role="alert">
      <span>{problem.message}</span>
      {problem.deposit ? (
        <Button size="mini" color="primary" fill="outline" onClick={() => navigateTo(PATHS.recharge)}>
          {t('swap.deposit')}
        </Button>
      ) : null}
    </div>
  );
}

/** A refused quote in the server's words, with the field's reason when it names one ("At most 8 decimals"). */
function quoteErrorText(error: Error): string {
  return isApiError(error) ? [error.message, ...error.fieldMessages()].join(' ') : error.message;
}

/** A quote the server refused, and a way to ask again. */
export function QuoteErrorNotice({ error, onRequote }: { error: Error; onRequote: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="hc-swap-problem" role="alert">
      <span>{quoteErrorText(error)}</span>
      <Button size="mini" fill="outline" onClick={onRequote}>
        {t('swap.requote')}
      </Button>
    </div>
  );
}

/** A swap whose answer was lost: it may have gone through, and only checking that same quote tells. */
export function UnsureNotice({
  reason,
  checking,
  onCheck,
}: {
  reason: string;
  checking: boolean;
  onCheck: () => Promise<unknown>;
}) {
  const { t } = useTranslation();
  return (
    <div className="hc-swap-problem" role="alert">
      <span>{t('swap.uncertain', { reason })}</span>
      <Button size="mini" color="primary" fill="outline" loading={checking} onClick={() => void onCheck()}>
        {t('swap.check')}
      </Button>
    </div>
  );
}
