import type { FinanceOrderStatus } from '@halcyon/api';
import { Steps } from 'antd-mobile';
import { useTranslation } from 'react-i18next';

/**
 * The spec's three steps (submit order, confirm recharge, recharge complete). An order that ended
 * without money (cancelled, failed, rejected) stops in red at the confirmation.
 */
export function RechargeProgress({ status }: { status: FinanceOrderStatus | 'unknown' }) {
  const { t } = useTranslation();
  const ended = status === 'cancelled' || status === 'failed' || status === 'rejected';
  const current = status === 'completed' ? 2 : 1;
  const stepStatus = (index: number) => {
    if (index < current || status === 'completed') return 'finish' as const;
    if (index > current) return 'wait' as const;
    return ended ? ('error' as const) : ('process' as const);
  };
  return (
    <section className="hc-fin-card" aria-label={t('finance.rechargeOrder.progress')}>
      <Steps current={current}>
        <Steps.Step title={t('finance.rechargeOrder.stepSubmitted')} status={stepStatus(0)} />
        <Steps.Step
          title={t('finance.rechargeOrder.stepConfirming')}
          description={current === 1 && !ended ? t('finance.rechargeOrder.stepConfirmingText') : undefined}
          status={stepStatus(1)}
        />
        <Steps.Step title={t('finance.rechargeOrder.stepCredited')} status={stepStatus(2)} />
      </Steps>
    </section>
  );
}
