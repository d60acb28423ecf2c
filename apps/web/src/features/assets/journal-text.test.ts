import { type AssetHistoryItem, JOURNAL_LINE_KINDS } from '@halcyon/api';
import { SUPPORTED_LOCALES } from '@halcyon/i18n';
import { ALL_CATALOGS } from '@halcyon/i18n/all';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { describeJournalLine, REFERENCE_NOUN, referenceText } from './journal-text.ts';

type Tree = { [key: string]: string | Tree };
const lookup = (tree: Tree, path: string[]): string | undefined => {
  let node: string | Tree | undefined = tree;
  for (const part of path) node = typeof node === 'object' ? node[part] : undefined;
  return typeof node === 'string' ? node : undefined;
};
const NAMES = new Set(['symbol', 'from', 'to', 'reference']);

describe('journal line descriptions', () => {
  it.each(SUPPORTED_LOCALES)(
    'every journal line kind is described in %s, naming only what a line carries',
    (locale) => {
      const catalog = ALL_CATALOGS[locale] as Tree;
      for (const kind of JOURNAL_LINE_KINDS) {
        const text = lookup(catalog, ['journal', 'kinds', kind]);
        expect(text, `${locale} journal.kinds.${kind}`).toMatch(/\S/);
        for (const [, name] of (text ?? '').matchAll(/\{\{\s*(\w+)\s*\}\}/g)) expect(NAMES).toContain(name);
        expect(lookup(catalog, ['journal', 'references', REFERENCE_NOUN[kind]])).toMatch(/\S/);
      }
    },
  );

  const item = (overrides: Partial<AssetHistoryItem>): AssetHistoryItem => ({
    entryId: 'e1',
    type: 'trade',
    referenceType: 'spot-trade',
    referenceId: '2266ade3-0c1d-4e55-9a0b-5d3f0c1a9e77',
    kind: 'spot-buy',
    subject: { symbol: 'BTC/USDT' },
    reference: '2266ade3-0c1d-4e55-9a0b-5d3f0c1a9e77',
    memo: 'spot-order-release 2266ade3',
    currency: 'BTC',
    account: 'available',
    amount: '0.1',
    balanceAfter: '0.1',
    time: 0,
    ...overrides,
  });

  it('reads as a sentence in English and Japanese, never the memo, with a short reference', async () => {
    const i18n = i18next.createInstance();
    await i18n.init({
      lng: 'en',
      resources: { en: { translation: ALL_CATALOGS.en }, ja: { translation: ALL_CATALOGS.ja } },
      interpolation: { escapeValue: false },
      showSupportNotice: false,
    });
    const swap = item({ kind: 'swap', subject: { from: 'USDT', to: 'ETH' }, reference: 'q1' });
    const won = item({ kind: 'contract-won', subject: {}, reference: 'SC20261124001' });
    expect(describeJournalLine(i18n.t, item({}))).toBe('Buy BTC/USDT filled');
    expect(describeJournalLine(i18n.t, swap)).toBe('Converted USDT to ETH');
    expect(describeJournalLine(i18n.t, won)).toBe('Contract SC20261124001 won');
    expect(describeJournalLine(i18n.t, item({ kind: 'spot-order-release', subject: {} }))).toBe(
      'Order closed: funds released',
    );
    expect(referenceText(i18n.t, item({}))).toBe('trade 2266ade3…9e77');
    await i18n.changeLanguage('ja');
    expect(describeJournalLine(i18n.t, item({}))).toBe('BTC/USDT 買い約定');
    expect(describeJournalLine(i18n.t, swap)).toBe('USDT を ETH に交換');
    expect(referenceText(i18n.t, won)).toBe('コントラクト SC20261124001');
  });
});
