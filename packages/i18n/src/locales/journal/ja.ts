import type { JournalTexts } from './en.ts';

const journalJa: JournalTexts = {
  kinds: {
    'demo-grant': 'デモ口座の初期残高',
    'deposit-credited': '入金反映',
    'withdrawal-frozen': '出金申請：資金を拘束中',
    'withdrawal-completed': '出金完了',
    'withdrawal-released': '出金取消：拘束を解除',
    'spot-order-hold': '注文のため資金を拘束',
    'spot-order-release': '注文終了：拘束を解除',
    'spot-buy': '{{symbol}} 買い約定',
    'spot-sell': '{{symbol}} 売り約定',
    swap: '{{from}} を {{to}} に交換',
    'contract-open': 'コントラクト {{reference}} 開始',
    'contract-won': 'コントラクト {{reference}} 勝ち',
    'contract-lost': 'コントラクト {{reference}} 負け',
    'contract-draw': 'コントラクト {{reference}} 引き分け：元本返却',
    'contract-refund': 'コントラクト {{reference}} 返金',
    adjustment: '残高調整',
  },
  references: {
    order: '注文',
    trade: '約定',
    conversion: '交換',
    contract: 'コントラクト',
    deposit: '入金',
    withdrawal: '出金',
    account: '口座',
    adjustment: '調整',
  },
  copied: '参照番号をコピーしました',
  copyReference: '参照番号 {{reference}} をコピー',
};

export default journalJa;
