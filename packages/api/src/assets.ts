import { z } from 'zod';
import { pagination, paginationQuery } from './envelope.ts';
import { decimalString } from './markets.ts';

/** Every balance is kept in one of these; USDT values are quoted in it. */
export const QUOTE_CURRENCY = 'USDT';

/** A currency code: USDT or an instrument's base (BTC, XAU, NAS100), as parseSymbol accepts it. */
export const CURRENCY_PATTERN = /^[A-Z0-9]{1,16}$/;
export const currencyCode = z.string().trim().toUpperCase().regex(CURRENCY_PATTERN);

/** USDT values are shown in cents: they are estimates at the feed price, not amounts anyone owns. */
export const USDT_VALUE_DECIMALS = 2;

/**
 * One currency a user holds (spec section 3, Asset). Amounts are exact decimal strings without trailing
 * zeros; `balance` is the spec's name for what the user owns, the same as `total`.
 */
export const asset = z.object({
  currency: z.string(),
  available: decimalString,
  frozen: decimalString,
  total: decimalString,
  balance: decimalString,
  /** total x the feed price of CURRENCY/USDT; null when no feed price exists (then left out of the total). */
  usdtValue: decimalString.nullable(),
  /** Epoch ms of the last change; null for a currency never held (USDT is always listed). */
  updatedAt: z.number().int().nullable(),
});
export type Asset = z.infer<typeof asset>;

export const assetsResponse = z.object({
  /** USDT first, then the other currencies in alphabetical order. */
  assets: z.array(asset),
  /** Sum of every priced asset's value, rounded once (not the sum of the rounded values). */
  totalUsdtValue: decimalString,
});
export type AssetsResponse = z.infer<typeof assetsResponse>;

/** What a journal entry did: the ledger operation, or the business event of a composed entry. */
export const LEDGER_ENTRY_TYPES = [
  'credit',
  'debit',
  'freeze',
  'unfreeze',
  'settle',
  'transfer',
  'trade',
  'swap',
] as const;
export const ledgerEntryType = z.enum(LEDGER_ENTRY_TYPES);
export type LedgerEntryType = z.infer<typeof ledgerEntryType>;

/** The two accounts a user has per currency. */
export const USER_ACCOUNT_KINDS = ['available', 'frozen'] as const;
export const userAccountKind = z.enum(USER_ACCOUNT_KINDS);
export type UserAccountKind = z.infer<typeof userAccountKind>;

/**
 * What a journal line was, for people (the app describes each kind in every language; no server note
 * text is shown). Derived from the entry's cause: the deposit and withdrawal kinds are ready for the
 * finance module's causes (deposit-credit, withdrawal-freeze, withdrawal-complete, withdrawal-release).
 * `adjustment` is any other cause (an operator's correction, a test grant).
 */
export const JOURNAL_LINE_KINDS = [
  'demo-grant',
  'deposit-credited',
  'withdrawal-frozen',
  'withdrawal-completed',
  'withdrawal-released',
  'spot-order-hold',
  'spot-order-release',
  'spot-buy',
  'spot-sell',
  'swap',
  'contract-open',
  'contract-won',
  'contract-lost',
  'contract-draw',
  'contract-refund',
  'adjustment',
] as const;
export const journalLineKind = z.enum(JOURNAL_LINE_KINDS);
export type JournalLineKind = z.infer<typeof journalLineKind>;

/** What a line's description names, where its kind has one: the pair traded, the currencies converted. */
export const journalSubject = z.object({
  symbol: z.string().optional(),
  from: z.string().optional(),
  to: z.string().optional(),
});
export type JournalSubject = z.infer<typeof journalSubject>;

export const assetHistoryQuery = paginationQuery.extend({ currency: currencyCode.optional() });
export type AssetHistoryQuery = z.infer<typeof assetHistoryQuery>;

/** One line of the user's journal: a signed change of one of their accounts. */
export const assetHistoryItem = z.object({
  entryId: z.string(),
  type: ledgerEntryType,
  /** What caused it (order, trade, swap, deposit, demo-grant...), and which one. */
  referenceType: z.string(),
  referenceId: z.string(),
  /** What the line was, for people; the app words it from `kind` and `subject`, never from `memo`. */
  kind: journalLineKind,
  subject: journalSubject,
  /** The one id a person can quote to support: the order, trade, conversion, contract or deposit. */
  reference: z.string(),
  /** The server's internal note (not for display). */
  memo: z.string().nullable(),
  currency: z.string(),
  account: userAccountKind,
  /** Signed: negative when the account went down. */
  amount: decimalString,
  /** The account's balance right after this line. */
  balanceAfter: decimalString,
  /** Epoch ms. */
  time: z.number().int(),
});
export type AssetHistoryItem = z.infer<typeof assetHistoryItem>;

export const assetHistoryResponse = z.object({ items: z.array(assetHistoryItem), pagination });
export type AssetHistoryResponse = z.infer<typeof assetHistoryResponse>;
