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

export const assetHistoryQuery = paginationQuery.extend({ currency: currencyCode.optional() });
export type AssetHistoryQuery = z.infer<typeof assetHistoryQuery>;

/** One line of the user's journal: a signed change of one of their accounts. */
export const assetHistoryItem = z.object({
  entryId: z.string(),
  type: ledgerEntryType,
  /** What caused it (order, trade, swap, deposit, demo-grant...), and which one. */
  referenceType: z.string(),
  referenceId: z.string(),
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
