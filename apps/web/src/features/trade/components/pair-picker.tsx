import { Popup, SearchBar } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ChangePill } from '@/shared/markets/components/change-pill.tsx';
import { formatDecimal } from '@/shared/markets/decimal.ts';
import { usePairDirectory } from '@/shared/markets/market-queries.ts';
import { compactSymbol } from '@/shared/markets/symbols.ts';

/** A button naming the pair that opens a sheet of every active pair, searchable by symbol or name. */
export function PairPicker({ symbol, onPick }: { symbol: string; onPick: (compact: string) => void }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [search, setSearch] = useState('');
  const directory = usePairDirectory();
  const needle = search.trim().toUpperCase();
  const pairs = (directory.data ?? []).filter(
    (pair) =>
      !needle ||
      pair.symbol.toUpperCase().includes(needle) ||
      compactSymbol(pair.symbol).includes(needle) ||
      pair.name.toUpperCase().includes(needle),
  );
  return (
    <>
      <button
        type="button"
        className="trade-pair-button"
        aria-label={t('trade.choosePair', { symbol })}
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
      >
        {symbol} <span aria-hidden="true">▾</span>
      </button>
      <Popup
        visible={open}
        onMaskClick={() => setOpen(false)}
        onClose={() => setOpen(false)}
        position="bottom"
      >
        <div className="trade-pair-sheet" role="dialog" aria-label={t('trade.pairSheetTitle')}>
          <h2>{t('trade.pairSheetTitle')}</h2>
          <SearchBar
            placeholder={t('trade.searchPairs')}
            value={search}
            onChange={setSearch}
            aria-label={t('trade.searchPairs')}
          />
          <ul className="trade-pair-list">
            {pairs.map((pair) => (
              <li key={pair.symbol}>
                <button
                  type="button"
                  onClick={() => {
                    setOpen(false);
                    setSearch('');
                    onPick(compactSymbol(pair.symbol));
                  }}
                >
                  <span className="trade-pair-name">{pair.symbol}</span>
                  <span>{formatDecimal(pair.price, pair.pricePrecision)}</span>
                  <ChangePill percent={pair.priceChangePercent} solid={false} />
                </button>
              </li>
            ))}
          </ul>
          {pairs.length === 0 && !directory.isLoading ? (
            <p className="trade-empty">{t('trade.noPairs')}</p>
          ) : null}
        </div>
      </Popup>
    </>
  );
}
