import type { ContractOrder, ContractTick } from '@halcyon/api';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@/shared/i18n/format-date-time.ts';
import { formatDecimal, formatSigned } from '@/shared/markets/decimal.ts';
import { displaySymbol } from '@/shared/markets/symbols.ts';
import { price, ratePercent } from '../format.ts';
import { useContractDetail, usePricePrecision } from '../queries.ts';
import { Sheet } from './sheet.tsx';

/** The chart library (about 49 KiB brotli) loads when a detail is opened, not with the contract page. */
const EvidenceChart = lazy(() =>
  import('./evidence-chart.tsx').then((module) => ({ default: module.EvidenceChart })),
);

function Row({ label, value, className }: { label: string; value: string; className?: string }) {
  return (
    <div className="hc-ct-row">
      <dt>{label}</dt>
      <dd className={className}>{value}</dd>
    </div>
  );
}

function TickEvidence({ title, tick }: { title: string; tick: ContractTick | null }) {
  const { t, i18n } = useTranslation();
  return (
    <section className="hc-ct-tick" aria-label={title}>
      <h4>{title}</h4>
      {tick ? (
        <dl className="hc-ct-rows hc-ct-rows-compact">
          <Row label={t('contract.tickId')} value={tick.tickId} />
          <Row label={t('contract.tickPrice')} value={formatDecimal(tick.price)} />
          <Row label={t('contract.tickTime')} value={formatDateTime(tick.time, i18n.language)} />
          <Row label={t('contract.tickSource')} value={tick.source} />
        </dl>
      ) : (
        <p className="hc-muted">{t('contract.noTick')}</p>
      )}
    </section>
  );
}

/** Every field of one contract and the stored ticks that decided it (ARCHITECTURE: honest markets). */
export function ContractDetailSheet({
  order: listed,
  onClose,
}: {
  order: ContractOrder;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation();
  // The list's copy shows at once; the detail call brings anything that changed since.
  const detail = useContractDetail(listed.orderNo);
  const order = detail.data ?? listed;
  const precision = usePricePrecision(order.symbol);
  const time = (ms: number | null) => formatDateTime(ms, i18n.language);
  return (
    <Sheet title={t('contract.detailTitle')} onClose={onClose}>
      <dl className="hc-ct-rows">
        <Row label={t('contract.orderNo')} value={order.orderNo} />
        <Row label={t('contract.symbol')} value={displaySymbol(order.symbol)} />
        <Row label={t('contract.status')} value={t(`contract.statuses.${order.status}`)} />
        <Row
          label={t('contract.result')}
          value={order.result ? t(`contract.results.${order.result}`) : '--'}
        />
        <Row
          label={t('contract.direction')}
          value={t(order.direction === 'up' ? 'contract.directionUp' : 'contract.directionDown')}
        />
        <Row label={t('contract.period')} value={t('contract.periodSeconds', { seconds: order.period })} />
        <Row label={t('contract.stake')} value={`${formatDecimal(order.amount)} ${order.currency}`} />
        <Row label={t('contract.payoutRate')} value={`${ratePercent(order.payoutRate)}%`} />
        <Row label={t('contract.entryPrice')} value={price(order.entryPrice, precision)} />
        <Row label={t('contract.exitPrice')} value={price(order.exitPrice, precision)} />
        <Row
          label={t('contract.payout')}
          value={order.payout === null ? '--' : `${formatDecimal(order.payout)} ${order.currency}`}
        />
        <Row
          label={t('contract.netAmount')}
          value={order.netAmount === null ? '--' : `${formatSigned(order.netAmount)} ${order.currency}`}
        />
        <Row label={t('contract.createdAt')} value={time(order.createdAt)} />
        <Row label={t('contract.startAt')} value={time(order.startAt)} />
        <Row label={t('contract.endAt')} value={time(order.endAt)} />
        <Row label={t('contract.expireAt')} value={time(order.expireAt)} />
        <Row label={t('contract.settledAt')} value={time(order.settledAt)} />
      </dl>
      <h4 className="hc-ct-subtitle">{t('contract.evidence')}</h4>
      <div className="hc-ct-ticks">
        <TickEvidence title={t('contract.entryTick')} tick={order.entryTick} />
        <TickEvidence title={t('contract.exitTick')} tick={order.exitTick} />
      </div>
      <Suspense fallback={null}>
        <EvidenceChart order={order} />
      </Suspense>
    </Sheet>
  );
}
