import { useTranslation } from 'react-i18next';
import { compactSymbol, displaySymbol } from '@/shared/markets/symbols.ts';
import { redirectTo } from '@/shared/navigation/navigation.ts';
import { PATHS } from '@/shared/navigation/paths.ts';

/** The pairs contracts are offered on; choosing one rewrites `?symbol=` so a reload keeps it. */
export function PairPicker({ symbols, value }: { symbols: readonly string[]; value: string }) {
  const { t } = useTranslation();
  const options = [...new Set([...symbols.map(displaySymbol), displaySymbol(value)])];
  return (
    <label className="hc-ct-picker">
      <span className="hc-visually-hidden">{t('contract.pair')}</span>
      <select
        value={displaySymbol(value)}
        onChange={(event) => redirectTo(PATHS.contract, { symbol: compactSymbol(event.target.value) })}
      >
        {options.map((symbol) => (
          <option key={symbol} value={symbol}>
            {symbol}
          </option>
        ))}
      </select>
    </label>
  );
}
