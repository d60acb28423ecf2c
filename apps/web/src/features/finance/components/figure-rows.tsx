import { formatDecimal } from '@/shared/markets/decimal.ts';

/** Label / value lines of figures (fee, actual amount), each value in USDT. */
export function FigureRows({
  rows,
}: {
  rows: readonly { label: string; value: string | null; testId?: string }[];
}) {
  return (
    <dl className="hc-fin-figures">
      {rows.map((row) => (
        <div key={row.label} className="hc-fin-figure">
          <dt>{row.label}</dt>
          <dd data-testid={row.testId}>{row.value === null ? '--' : `${formatDecimal(row.value)} USDT`}</dd>
        </div>
      ))}
    </dl>
  );
}
