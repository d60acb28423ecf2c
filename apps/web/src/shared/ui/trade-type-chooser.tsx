import '@/shared/markets/components/chart-ui.css';
import { useTranslation } from 'react-i18next';
import { navigateTo } from '@/shared/navigation/navigation.ts';
import { PATHS, type PageParams } from '@/shared/navigation/paths.ts';
import { TabBar } from './tab-bar.tsx';

export const TRADE_TYPES = ['spot', 'contract', 'swap'] as const;
export type TradeType = (typeof TRADE_TYPES)[number];

/** Where each trade type lives: spot and swap share the trade page (`?type=`), contracts have their own. */
export function tradeTypeTarget(type: TradeType, symbol?: string): { path: string; params: PageParams } {
  const withSymbol: PageParams = symbol ? { symbol } : {};
  switch (type) {
    case 'spot':
      return { path: PATHS.trade, params: { ...withSymbol, type: 'spot' } };
    case 'contract':
      return { path: PATHS.contract, params: withSymbol };
    case 'swap':
      return { path: PATHS.trade, params: { type: 'swap' } };
    default:
      return type satisfies never;
  }
}

/** The spec's trade-type chooser (section 2): spot, contract and swap, keeping the chosen pair. */
export function TradeTypeChooser({ active, symbol }: { active: TradeType; symbol?: string }) {
  const { t } = useTranslation();
  return (
    <TabBar
      className="hc-trade-types"
      tabClassName="hc-trade-type"
      label={t('tradeTypes.label')}
      tabs={TRADE_TYPES.map((type) => ({ id: type, label: t(`tradeTypes.${type}`) }))}
      selected={active}
      onSelect={(type) => {
        if (type === active) return;
        const target = tradeTypeTarget(type, symbol);
        navigateTo(target.path, target.params);
      }}
    />
  );
}
