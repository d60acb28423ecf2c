import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PairSheet } from './pair-sheet.tsx';

/**
 * A button naming the pair that opens a sheet of every active pair. The sheet is mounted on the first
 * opening (not with the page) and kept after, so it can slide out when closed and open again at once.
 */
export function PairPicker({ symbol, onPick }: { symbol: string; onPick: (compact: string) => void }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  return (
    <>
      <button
        type="button"
        className="trade-pair-button"
        aria-label={t('trade.choosePair', { symbol })}
        aria-haspopup="dialog"
        onClick={() => {
          setOpened(true);
          setOpen(true);
        }}
      >
        {symbol} <span aria-hidden="true">▾</span>
      </button>
      {opened ? <PairSheet open={open} onClose={() => setOpen(false)} onPick={onPick} /> : null}
    </>
  );
}
