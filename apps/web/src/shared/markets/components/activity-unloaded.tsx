import { useTranslation } from 'react-i18next';

/**
 * What the book, depth or trades tab says before it has data: loading, or a failure to tap for another
 * try. Their empty states ("No trades yet") are facts about the market, so they wait for an answer.
 */
export function ActivityUnloaded({ failed, onRetry }: { failed: boolean; onRetry: () => void }) {
  const { t } = useTranslation();
  if (failed) {
    return (
      <button type="button" className="hc-link hc-book-empty" onClick={onRetry}>
        {t('orderBook.loadFailed')}
      </button>
    );
  }
  return (
    <p className="hc-book-empty" role="status">
      {t('common.loading')}
    </p>
  );
}
