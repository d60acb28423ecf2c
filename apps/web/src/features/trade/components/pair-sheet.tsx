import { Popup, SearchBar } from 'antd-mobile';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ChangePill } from '@/shared/markets/components/change-pill.tsx';
import { formatDecimal } from '@/shared/markets/decimal.ts';
import { usePairDirectory } from '@/shared/markets/market-queries.ts';
import { compactSymbol } from '@/shared/markets/symbols.ts';

/**
 * The sheet of every active pair, searchable by symbol or name. Mounted by the picker on its first opening
 * only: the pair list is fetched then, not with the page, and a closed Popup costs its spring at load.
 */
export function PairSheet({
  open,
  onClose,
  onPick,
}: {
  open: boolean;
  onClose: () => void;
  onPick: (compact: string) => void;
}) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  // A Popup mounted visible starts open without sliding in: it mounts closed and opens a render later.
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
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
    <Popup visible={open && mounted} onMaskClick={onClose} onClose={onClose} position="bottom">
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
                  onClose();
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
  );
}
