import { CATEGORY_IDS, type CategoryId, type ProductCategory } from '@halcyon/api';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { TabBar } from '@/shared/ui/tab-bar.tsx';
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
  const tabs: Array<{ id: MarketTab; label: ReactNode }> = [
    {
      id: 'watchlist',
      label: (
        <>
          <StarIcon filled={selected === 'watchlist'} size={14} />
          {t('markets.watchlist')}
        </>
      ),
    },
    ...ids.map((id) => ({ id, label: t(`categories.${id}`, { defaultValue: names.get(id) ?? id }) })),
  ];
  return (
    <TabBar
      className="hc-market-tabs"
      tabClassName="hc-market-tab"
      label={t('markets.categories')}
      tabs={tabs}
      selected={selected}
      onSelect={onSelect}
    />
  );
}
