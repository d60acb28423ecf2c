/**
 * The asset journal's words (own file, so this slice grows no shared catalog): a description per journal
 * line kind (packages/api JOURNAL_LINE_KINDS) and the name of what its reference points to. Each locale's
 * file has exactly these keys; a test checks every kind is described in all ten.
 */
const journalEn = {
  kinds: {
    'demo-grant': 'Demo account starting balance',
    'deposit-credited': 'Deposit credited',
    'withdrawal-frozen': 'Withdrawal requested: funds held',
    'withdrawal-completed': 'Withdrawal completed',
    'withdrawal-released': 'Withdrawal cancelled: funds released',
    'spot-order-hold': 'Funds held for an open order',
    'spot-order-release': 'Order closed: funds released',
    'spot-buy': 'Buy {{symbol}} filled',
    'spot-sell': 'Sell {{symbol}} filled',
    swap: 'Converted {{from}} to {{to}}',
    'contract-open': 'Contract {{reference}} opened',
    'contract-won': 'Contract {{reference}} won',
    'contract-lost': 'Contract {{reference}} lost',
    'contract-draw': 'Contract {{reference}} draw: stake returned',
    'contract-refund': 'Contract {{reference}} refunded',
    adjustment: 'Balance adjustment',
  },
  references: {
    order: 'order',
    trade: 'trade',
    conversion: 'conversion',
    contract: 'contract',
    deposit: 'deposit',
    withdrawal: 'withdrawal',
    account: 'account',
    adjustment: 'adjustment',
  },
  copied: 'Reference copied',
  copyReference: 'Copy reference {{reference}}',
};

export type JournalTexts = typeof journalEn;

export default journalEn;
