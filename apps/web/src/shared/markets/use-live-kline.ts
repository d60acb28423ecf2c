import type { KlineInterval } from '@halcyon/api';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useChannels } from '../realtime/use-channel.ts';
import { showErrorToast } from '../ui/feedback.ts';
import { useKline } from './market-queries.ts';

/**
 * A pair's candles at the period chosen with the interval tabs, kept live through its kline channel.
 * While another period loads, `displayed` is still the one on screen and `pending` the one asked for;
 * a switch whose candles fail to load says so and goes back to the last period that worked.
 */
export function useLiveKline(compact: string, initial: KlineInterval) {
  const { t } = useTranslation();
  const [interval, setInterval] = useState<KlineInterval>(initial);
  // The last period whose candles arrived: a failed switch goes back to it.
  const [shown, setShown] = useState<KlineInterval | null>(null);
  const kline = useKline(compact, interval);
  useChannels([`kline.${compact}.${interval}`]);

  useEffect(() => {
    if (kline.isSuccess && !kline.isPlaceholderData) setShown(interval);
  }, [kline.isSuccess, kline.isPlaceholderData, interval]);

  useEffect(() => {
    if (!kline.isError || shown === null || shown === interval) return;
    showErrorToast(t('pairDetail.switchFailed'));
    setInterval(shown);
  }, [kline.isError, shown, interval, t]);

  const displayed = kline.isPlaceholderData ? (shown ?? interval) : interval;
  const pending = kline.isPlaceholderData || kline.isFetching ? interval : null;
  return { kline, displayed, pending, setInterval };
}
