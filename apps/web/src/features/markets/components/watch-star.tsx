import type { TradingPair } from '@halcyon/api';
import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { useToggleWatch } from '@/shared/markets/market-queries.ts';
import { requireLogin } from '@/shared/session/require-login.ts';
import { useSessionStore } from '@/shared/session/session-store.ts';
import { showErrorToast, showToast } from '@/shared/ui/feedback.ts';
import { StarIcon } from './market-icons.tsx';

/**
 * Adds or removes a pair from the watchlist. The watchlist needs a session: a logged-out person is
 * told to log in and taken there (and brought back afterwards).
 */
export function WatchStar({
  pair,
  watched,
  size = 20,
}: {
  pair: TradingPair;
  watched: boolean;
  size?: number;
}) {
  const { t } = useTranslation();
  const location = useLocation();
  const loggedIn = useSessionStore((state) => state.token !== null);
  const toggle = useToggleWatch();

  const onClick = (event: MouseEvent) => {
    event.stopPropagation();
    if (!loggedIn) {
      requireLogin(`${location.pathname}${location.search}`);
      return;
    }
    const watch = !watched;
    toggle.mutate(
      { pair, watch },
      {
        onSuccess: () =>
          showToast(t(watch ? 'markets.watchAdded' : 'markets.watchRemoved'), { durationMs: 1_500 }),
        onError: () => showErrorToast(t('markets.operationFailed')),
      },
    );
  };

  const shown = loggedIn && watched;
  return (
    <button
      type="button"
      className={shown ? 'hc-star hc-star-on' : 'hc-star'}
      aria-pressed={shown}
      aria-label={t(shown ? 'markets.removeWatch' : 'markets.addWatch', { symbol: pair.symbol })}
      onClick={onClick}
    >
      <StarIcon filled={shown} size={size} />
    </button>
  );
}
