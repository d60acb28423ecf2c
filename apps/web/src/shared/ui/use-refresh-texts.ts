import { useTranslation } from 'react-i18next';

/** PullToRefresh's four states in the UI language (spec section 4: pulling, refreshing, restore). */
export function useRefreshTexts() {
  const { t } = useTranslation();
  return {
    pullingText: t('markets.pullToRefresh'),
    canReleaseText: t('markets.releaseToRefresh'),
    refreshingText: t('markets.refreshing'),
    completeText: t('markets.refreshed'),
  };
}
