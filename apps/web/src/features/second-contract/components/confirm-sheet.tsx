import type { ContractDirection } from '@halcyon/api';
import { useTranslation } from 'react-i18next';
import { formatDecimal } from '@/shared/markets/decimal.ts';
import { payoutIfRight } from '../contract-math.ts';
import { ratePercent } from '../format.ts';
import { Sheet } from './sheet.tsx';

export interface ContractDraft {
  symbol: string;
  direction: ContractDirection;
  period: number;
  amount: string;
  payoutRate: string;
  currency: string;
}

/** Everything the user commits to before the order is sent, the payout computed exactly. */
export function ConfirmSheet({
  draft,
  busy,
  error,
  onConfirm,
  onClose,
}: {
  draft: ContractDraft;
  busy: boolean;
  error: string | null;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const row = (label: string, value: string, className = '') => (
    <div className={`hc-ct-row ${className}`.trim()}>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
  return (
    <Sheet
      title={t('contract.confirmTitle')}
      onClose={busy ? () => {} : onClose}
      footer={
        <>
          <button type="button" className="hc-ct-secondary" onClick={onClose} disabled={busy}>
            {t('common.cancel')}
          </button>
          <button
            type="button"
            className={`hc-ct-primary hc-ct-${draft.direction}`}
            onClick={onConfirm}
            disabled={busy}
            aria-busy={busy}
          >
            {t('contract.place')}
          </button>
        </>
      }
    >
      <dl className="hc-ct-rows">
        {row(t('contract.symbol'), draft.symbol)}
        {row(
          t('contract.direction'),
          t(draft.direction === 'up' ? 'contract.directionUp' : 'contract.directionDown'),
          `hc-ct-tone-${draft.direction}`,
        )}
        {row(t('contract.period'), t('contract.periodSeconds', { seconds: draft.period }))}
        {row(t('contract.stake'), `${formatDecimal(draft.amount)} ${draft.currency}`)}
        {row(t('contract.payoutRate'), `${ratePercent(draft.payoutRate)}%`)}
        {row(
          t('contract.payoutIfRight'),
          `${formatDecimal(payoutIfRight(draft.amount, draft.payoutRate))} ${draft.currency}`,
        )}
      </dl>
      <p className="hc-ct-rule">{t('contract.drawRule')}</p>
      <p className="hc-ct-rule">{t('contract.lossRule')}</p>
      {error ? (
        <p className="hc-ct-error" role="alert">
          {error}
        </p>
      ) : null}
    </Sheet>
  );
}
