import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SearchIcon } from './market-icons.tsx';

const DEBOUNCE_MS = 250;

/** Search by pair symbol (BTC, btc/usdt, BTCUSDT...); the list follows after a short pause in typing. */
export function MarketSearch({ value, onChange }: { value: string; onChange: (search: string) => void }) {
  const { t } = useTranslation();
  const [text, setText] = useState(value);

  useEffect(() => setText(value), [value]);
  useEffect(() => {
    if (text.trim() === value) return;
    const timer = setTimeout(() => onChange(text.trim()), DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, value, onChange]);

  return (
    <div className="hc-market-search">
      <SearchIcon />
      <input
        type="search"
        inputMode="search"
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        maxLength={32}
        aria-label={t('markets.searchLabel')}
        placeholder={t('markets.searchPlaceholder')}
        value={text}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter') onChange(text.trim());
        }}
      />
      {text ? (
        <button
          type="button"
          className="hc-market-search-clear"
          aria-label={t('markets.clearSearch')}
          onClick={() => {
            setText('');
            onChange('');
          }}
        >
          ×
        </button>
      ) : null}
    </div>
  );
}
