import type { Asset } from '@halcyon/api';
import { useTranslation } from 'react-i18next';
import { useBalanceVisibility } from '../balance-visibility.ts';
import { formatHeld, formatUsdtValue } from '../format.ts';

/** One currency: a button (tap for its history) showing total, available, frozen and USDT value. */
export function AssetRow({
  asset,
  selected,
  onSelect,
}: {
  asset: Asset;
  selected: boolean;
  onSelect: (currency: string) => void;
}) {
  const { t } = useTranslation();
  const hidden = useBalanceVisibility((state) => state.hidden);
  return (
    <li
      className={selected ? 'hc-asset-row hc-asset-row-selected' : 'hc-asset-row'}
      data-testid={`asset-${asset.currency}`}
    >
      {/* Only the currency is the button (named "BTC history", it contains what it shows); its ::after
          covers the row, so the whole row still opens the history. */}
      <span className="hc-asset-head">
        <button
          type="button"
          className="hc-asset-open"
          aria-label={t('assets.openHistory', { currency: asset.currency })}
          aria-expanded={selected}
          onClick={() => onSelect(asset.currency)}
        >
          <span className="hc-asset-currency">{asset.currency}</span>
        </button>
        <span className="hc-asset-total">{formatHeld(asset.total, asset.currency, hidden)}</span>
      </span>
      <span className="hc-asset-cells">
        <span>
          <span className="hc-asset-label">{t('assets.available')}</span>
          <span data-field="available">{formatHeld(asset.available, asset.currency, hidden)}</span>
        </span>
        <span>
          <span className="hc-asset-label">{t('assets.frozen')}</span>
          <span data-field="frozen">{formatHeld(asset.frozen, asset.currency, hidden)}</span>
        </span>
        <span>
          <span className="hc-asset-label">{t('assets.usdtValue')}</span>
          <span data-field="usdtValue">
            {asset.usdtValue === null ? t('assets.noPrice') : formatUsdtValue(asset.usdtValue, hidden)}
          </span>
        </span>
      </span>
    </li>
  );
}
