import type { JournalTexts } from './en.ts';

const journalZhTw: JournalTexts = {
  kinds: {
    'demo-grant': '模擬帳戶初始餘額',
    'deposit-credited': '儲值入帳',
    'withdrawal-frozen': '提領申請：資金已凍結',
    'withdrawal-completed': '提領完成',
    'withdrawal-released': '提領取消：資金已解凍',
    'spot-order-hold': '掛單凍結資金',
    'spot-order-release': '訂單結束：資金已解凍',
    'spot-buy': '買入 {{symbol}} 成交',
    'spot-sell': '賣出 {{symbol}} 成交',
    swap: '{{from}} 兌換為 {{to}}',
    'contract-open': '秒合約 {{reference}} 已下單',
    'contract-won': '秒合約 {{reference}} 獲利',
    'contract-lost': '秒合約 {{reference}} 虧損',
    'contract-draw': '秒合約 {{reference}} 平手：本金退回',
    'contract-refund': '秒合約 {{reference}} 已退款',
    adjustment: '餘額調整',
  },
  references: {
    order: '訂單',
    trade: '成交',
    conversion: '兌換',
    contract: '秒合約',
    deposit: '儲值',
    withdrawal: '提領',
    account: '帳戶',
    adjustment: '調整',
  },
  copied: '編號已複製',
  copyReference: '複製編號 {{reference}}',
};

export default journalZhTw;
