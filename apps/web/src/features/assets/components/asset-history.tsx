import type { AssetHistoryItem } from '@halcyon/api';
import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@/shared/i18n/format-date-time.ts';
import { formatSigned } from '@/shared/markets/decimal.ts';
import { showToast } from '@/shared/ui/feedback.ts';
import { QueryPagedList } from '@/shared/ui/paged-list.tsx';
import { useAssetHistory } from '../api.ts';
import { useBalanceVisibility } from '../balance-visibility.ts';
import { formatAmount, HIDDEN_AMOUNT } from '../format.ts';
import { describeJournalLine, referenceText } from '../journal-text.ts';

/** The whole reference on tap, copied where the browser allows it (not on plain-http LAN pages). */
async function revealReference(reference: string, copiedText: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(reference);
    showToast(`${copiedText}: ${reference}`);
  } catch {
    showToast(reference);
  }
}

function HistoryLine({ item }: { item: AssetHistoryItem }) {
  const { t } = useTranslation();
  const hidden = useBalanceVisibility((state) => state.hidden);
  const negative = item.amount.trim().startsWith('-');
  return (
    <li className="hc-list-line" data-testid={`history-${item.entryId}-${item.account}`}>
      <span className="hc-history-main">
        <span className="hc-history-type">{t(`assets.entryTypes.${item.type}`)}</span>
        <span className={negative ? 'hc-history-amount hc-down' : 'hc-history-amount hc-up'}>
          {hidden ? HIDDEN_AMOUNT : formatSigned(item.amount)} {item.currency}
        </span>
      </span>
      <span className="hc-history-sub">
        <span>
          {t(item.account === 'frozen' ? 'assets.accountFrozen' : 'assets.accountAvailable')} ·{' '}
          {t('assets.balanceAfter', { balance: formatAmount(item.balanceAfter, hidden) })}
        </span>
        <span>{formatDateTime(item.time)}</span>
      </span>
      <span className="hc-history-sub">
        <span className="hc-history-description">{describeJournalLine(t, item)}</span>
        <button
          type="button"
          className="hc-history-reference"
          aria-label={t('journal.copyReference', { reference: item.reference })}
          onClick={() => void revealReference(item.reference, t('journal.copied'))}
        >
          {referenceText(t, item)}
        </button>
      </span>
    </li>
  );
}

/** The journal of one currency, newest first, a page at a time. Keyed by currency by its parent. */
export function AssetHistory({ currency, onClose }: { currency: string; onClose: () => void }) {
  const { t } = useTranslation();
  const title = t('assets.historyTitle', { currency });
  return (
    <section className="hc-asset-history" aria-label={title}>
      <div className="hc-asset-history-head">
        <h3>{title}</h3>
        <Button size="mini" fill="none" onClick={onClose}>
          {t('assets.close')}
        </Button>
      </div>
      <QueryPagedList
        className="hc-history-list"
        of={currency}
        usePage={useAssetHistory}
        texts={{
          loadFailed: t('assets.historyLoadFailed'),
          retry: t('assets.retry'),
          empty: t('assets.historyEmpty'),
          loadMore: t('assets.loadMore'),
        }}
        itemKey={(item) => `${item.entryId}-${item.account}-${item.currency}`}
        renderItem={(item) => <HistoryLine item={item} />}
      />
    </section>
  );
}
