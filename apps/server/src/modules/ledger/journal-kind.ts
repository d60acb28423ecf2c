import { type JournalLineKind, type JournalSubject, QUOTE_CURRENCY } from '@halcyon/api';
import { Money } from './money.ts';

/**
 * The cause types of entries that are not a trading module's own: the finance module posts deposits and
 * withdrawals under these, and their journal lines are then described as such in every language.
 */
export const JOURNAL_CAUSES = {
  depositCredit: 'deposit-credit',
  withdrawalFreeze: 'withdrawal-freeze',
  withdrawalComplete: 'withdrawal-complete',
  withdrawalRelease: 'withdrawal-release',
} as const;

/** Causes whose kind does not depend on the entry's lines. */
const FIXED_KINDS: Readonly<Record<string, JournalLineKind>> = {
  'demo-grant': 'demo-grant',
  deposit: 'deposit-credited',
  [JOURNAL_CAUSES.depositCredit]: 'deposit-credited',
  [JOURNAL_CAUSES.withdrawalFreeze]: 'withdrawal-frozen',
  [JOURNAL_CAUSES.withdrawalComplete]: 'withdrawal-completed',
  [JOURNAL_CAUSES.withdrawalRelease]: 'withdrawal-released',
  'spot-order-freeze': 'spot-order-hold',
  'spot-order-release': 'spot-order-release',
  'contract-open': 'contract-open',
  'contract-refund': 'contract-refund',
};

/** One of the user's own lines in the same entry (every account, every currency). */
export type EntryLine = { currency: string; amount: string };

/** The user's net change per currency over the entry (a move between their own accounts nets to 0). */
function netByCurrency(lines: readonly EntryLine[]): Map<string, Money> {
  const net = new Map<string, Money>();
  for (const line of lines)
    net.set(line.currency, (net.get(line.currency) ?? new Money(0)).plus(line.amount));
  return net;
}

function spotTrade(line: EntryLine, lines: readonly EntryLine[]) {
  const base = lines.map((l) => l.currency).find((currency) => currency !== QUOTE_CURRENCY) ?? line.currency;
  const baseNet = netByCurrency(lines).get(base) ?? new Money(0);
  // Buyer and seller at once (a self-trade) nets the base to 0: this line's own direction says which.
  const buys = baseNet.isZero() ? (line.currency === base) === new Money(line.amount).gt(0) : baseNet.gt(0);
  return { kind: buys ? 'spot-buy' : 'spot-sell', subject: { symbol: `${base}/${QUOTE_CURRENCY}` } } as const;
}

function swap(lines: readonly EntryLine[]) {
  const subject: JournalSubject = {};
  for (const [currency, net] of netByCurrency(lines)) {
    if (net.lt(0)) subject.from = currency;
    else if (net.gt(0)) subject.to = currency;
  }
  return { kind: 'swap', subject } as const;
}

/** A settlement pays more than the stake (won), nothing (lost) or the stake back (draw). */
function contractSettlement(lines: readonly EntryLine[]): JournalLineKind {
  const net = lines.reduce((sum, line) => sum.plus(line.amount), new Money(0));
  return net.gt(0) ? 'contract-won' : net.lt(0) ? 'contract-lost' : 'contract-draw';
}

/**
 * What a journal line was, from its entry's cause and the user's lines in that entry: the kind the app
 * describes and what the description names. An unknown cause is an `adjustment`.
 */
export function describeLine(
  causeType: string,
  line: EntryLine,
  entryLines: readonly EntryLine[],
): { kind: JournalLineKind; subject: JournalSubject } {
  const fixed = FIXED_KINDS[causeType];
  if (fixed) return { kind: fixed, subject: {} };
  switch (causeType) {
    case 'spot-trade':
      return spotTrade(line, entryLines);
    case 'swap':
      return swap(entryLines);
    case 'contract-settlement':
      return { kind: contractSettlement(entryLines), subject: {} };
    default:
      return { kind: 'adjustment', subject: {} };
  }
}
