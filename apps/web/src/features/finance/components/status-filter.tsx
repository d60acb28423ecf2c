import type { FinanceStatusFilter } from '@halcyon/api';
import { useTranslation } from 'react-i18next';
import { TabBar } from '@/shared/ui/tab-bar.tsx';

/** The spec's history filters (section 4). */
export const HISTORY_FILTERS = [
  'all',
  'pending',
  'completed',
  'cancelled',
  'failed',
] as const satisfies readonly FinanceStatusFilter[];
export type HistoryFilter = (typeof HISTORY_FILTERS)[number];

export function isHistoryFilter(value: string | undefined): value is HistoryFilter {
  return (HISTORY_FILTERS as readonly string[]).includes(value ?? '');
}

export function StatusFilter({
  selected,
  onSelect,
}: {
  selected: HistoryFilter;
  onSelect: (filter: HistoryFilter) => void;
}) {
  const { t } = useTranslation();
  return (
    <TabBar
      tabs={HISTORY_FILTERS.map((id) => ({ id, label: t(`finance.filters.${id}`) }))}
      selected={selected}
      onSelect={onSelect}
      label={t('finance.filters.label')}
      className="hc-fin-filters"
      tabClassName="hc-fin-filter"
    />
  );
}
