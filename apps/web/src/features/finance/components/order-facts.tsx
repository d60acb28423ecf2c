import type { ReactNode } from 'react';

/** The fields of an order as a description list; empty values are left out. */
export function OrderFacts({
  facts,
}: {
  facts: readonly { label: string; value: ReactNode; testId?: string }[];
}) {
  return (
    <dl className="hc-fin-card hc-fin-facts">
      {facts
        .filter((fact) => fact.value !== null && fact.value !== undefined && fact.value !== '')
        .map((fact) => (
          <div key={fact.label} className="hc-fin-fact">
            <dt>{fact.label}</dt>
            <dd data-testid={fact.testId}>{fact.value}</dd>
          </div>
        ))}
    </dl>
  );
}
