import { useTranslation } from 'react-i18next';
import type { PairSort, SortOrder } from '@/shared/markets/market-api.ts';
import { SortIcon } from './market-icons.tsx';

const COLUMNS: Array<{ sort: PairSort; labelKey: string; className: string }> = [
  { sort: 'symbol', labelKey: 'markets.columnName', className: 'hc-col-name' },
  { sort: 'price', labelKey: 'markets.columnPrice', className: 'hc-col-price' },
  { sort: 'change', labelKey: 'markets.columnChange', className: 'hc-col-change' },
];

/** A new column starts with what people look for first: names A-Z, prices and changes highest first. */
export function nextSort(current: { sort: PairSort; order: SortOrder }, column: PairSort) {
  if (current.sort === column)
    return { sort: column, order: current.order === 'asc' ? 'desc' : 'asc' } as const;
  return { sort: column, order: column === 'symbol' ? 'asc' : 'desc' } as const;
}

/** Name, latest price and change, each sortable both ways (spec section 2). */
export function SortHeader({
  sort,
  order,
  onChange,
}: {
  sort: PairSort;
  order: SortOrder;
  onChange: (next: { sort: PairSort; order: SortOrder }) => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="hc-sort-header">
      {COLUMNS.map((column) => {
        const active = column.sort === sort;
        return (
          <div key={column.sort} className={column.className}>
            <button
              type="button"
              className={active ? 'hc-sort-button hc-sort-active' : 'hc-sort-button'}
              data-order={active ? order : undefined}
              aria-label={
                active
                  ? `${t(column.labelKey)}, ${t(order === 'asc' ? 'markets.sortedAscending' : 'markets.sortedDescending')}`
                  : undefined
              }
              onClick={() => onChange(nextSort({ sort, order }, column.sort))}
            >
              {t(column.labelKey)}
              <SortIcon order={active ? order : null} />
            </button>
          </div>
        );
      })}
    </div>
  );
}
