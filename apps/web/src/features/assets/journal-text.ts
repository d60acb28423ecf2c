import type { AssetHistoryItem, JournalLineKind } from '@halcyon/api';
import type { TFunction } from 'i18next';

/** What each kind's reference points to: the word shown before it ("order SO-77"). */
export const REFERENCE_NOUN = {
  'demo-grant': 'account',
  'deposit-credited': 'deposit',
  'withdrawal-frozen': 'withdrawal',
  'withdrawal-completed': 'withdrawal',
  'withdrawal-released': 'withdrawal',
  'spot-order-hold': 'order',
  'spot-order-release': 'order',
  'spot-buy': 'trade',
  'spot-sell': 'trade',
  swap: 'conversion',
  'contract-open': 'contract',
  'contract-won': 'contract',
  'contract-lost': 'contract',
  'contract-draw': 'contract',
  'contract-refund': 'contract',
  adjustment: 'adjustment',
} as const satisfies Record<JournalLineKind, string>;

/** Long ids (UUIDs) are cut in the line; the whole one is shown and copied on tap. */
export function shortReference(reference: string): string {
  return reference.length > 16 ? `${reference.slice(0, 8)}…${reference.slice(-4)}` : reference;
}

/**
 * A journal line in words, from its kind and subject ("Buy BTC/USDT filled", "Converted USDT to ETH",
 * "Contract SC1 won"): never the server's memo, which is an internal note in no one's language.
 */
export function describeJournalLine(t: TFunction, item: AssetHistoryItem): string {
  return t(`journal.kinds.${item.kind}`, {
    symbol: item.subject.symbol ?? '',
    from: item.subject.from ?? '',
    to: item.subject.to ?? '',
    reference: item.reference,
  });
}

/** "order SO-77": what the reference is and (shortened) which one. */
export function referenceText(t: TFunction, item: AssetHistoryItem): string {
  return t('assets.reference', {
    type: t(`journal.references.${REFERENCE_NOUN[item.kind]}`),
    id: shortReference(item.reference),
  });
}
