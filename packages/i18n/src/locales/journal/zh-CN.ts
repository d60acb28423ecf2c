import type { JournalTexts } from './en.ts';

const journalZhCn: JournalTexts = {
  kinds: {
    'demo-grant': '模拟账户初始余额',
    'deposit-credited': '充值到账',
    'withdrawal-frozen': '提现申请：资金已冻结',
    'withdrawal-completed': '提现完成',
    'withdrawal-released': '提现取消：资金已解冻',
    'spot-order-hold': '挂单冻结资金',
    'spot-order-release': '订单结束：资金已解冻',
    'spot-buy': '买入 {{symbol}} 成交',
    'spot-sell': '卖出 {{symbol}} 成交',
    swap: '{{from}} 兑换为 {{to}}',
    'contract-open': '秒合约 {{reference}} 已下单',
    'contract-won': '秒合约 {{reference}} 盈利',
    'contract-lost': '秒合约 {{reference}} 亏损',
    'contract-draw': '秒合约 {{reference}} 平局：本金退回',
    'contract-refund': '秒合约 {{reference}} 已退款',
    adjustment: '余额调整',
  },
  references: {
    order: '订单',
    trade: '成交',
    conversion: '兑换',
    contract: '秒合约',
    deposit: '充值',
    withdrawal: '提现',
    account: '账户',
    adjustment: '调整',
  },
  copied: '编号已复制',
  copyReference: '复制编号 {{reference}}',
};

export default journalZhCn;
