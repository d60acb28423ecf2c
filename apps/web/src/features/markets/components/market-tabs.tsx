import { CATEGORY_IDS, type CategoryId, type ProductCategory } from '@halcyon/api';
import { useTranslation } from 'react-i18next';
import { StarIcon } from './market-icons.tsx';

export type MarketTab = 'watchlist' | CategoryId;

/** The watchlist, then the six categories (spec section 1), in one scrollable row of tabs. */
export function MarketTabs({
  categories,
  selected,
  onSelect,
}: {
  categories: ProductCategory[];
  /** Null while a search shows every category. */
  selected: MarketTab | null;
  onSelect: (tab: MarketTab) => void;
}) {
  const { t } = useTranslation();
  const names = new Map(categories.map((category) => [category.id, category.name]));
  const ids = categories.length > 0 ? categories.map((category) => category.id) : [...CATEGORY_IDS];
  const tabs: Array<{ id: MarketTab; label: string }> = [
    { id: 'watchlist', label: t('markets.watchlist') },
    ...ids.map((id) => ({ id, label: t(`categories.${id}`, { defaultValue: names.get(id) ?? id }) })),
  ];
  return (
    <div className="hc-market-tabs" role="tablist" aria-label={t('markets.categories')}>
      {tabs.map(({ id, label }) => {
        const active = id === selected;
        return (
          <button
            key={id}
            type="button"
            role="tab"
            aria-selected={active}
            className={active ? 'hc-market-tab hc-market-tab-active' : 'hc-market-tab'}
            onClick={() => onSelect(id)}
          >
            {id === 'watchlist' ? <StarIcon filled={active} size={14} /> : null}
            {label}
          </button>
        );
      })}
    </div>
  );
}
