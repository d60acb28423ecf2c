import { ALL_CATALOGS } from '@halcyon/i18n/all';
import { describe, expect, it } from 'vitest';
import { composeFinanceMail, financeMailKindOf } from './finance-mail.ts';
import { createTranslator } from './i18n.ts';

const translator = createTranslator(ALL_CATALOGS);

function body(
  kind: 'withdrawalRejected' | 'withdrawalFailed' | 'rechargeRejected',
  locale: string,
  reason: string,
) {
  return composeFinanceMail(translator, {
    kind,
    to: 'person@example.test',
    locale,
    params: { appName: 'Halcyon', orderNo: 'W1', amount: '20', total: '21', address: 'T', txId: '', reason },
  }).text;
}

describe("finance e-mails: the operator's reason inside the sentence that carries it", () => {
  it('does not follow a reason that ends in a full stop (as every reject template does) with a second one', () => {
    expect(body('withdrawalRejected', 'en', 'The withdrawal address did not pass our risk checks.')).toBe(
      'Your withdrawal W1 of 20 USDT was rejected and 21 USDT has been returned to your available balance. Reason: The withdrawal address did not pass our risk checks. Please contact customer service if you have questions.',
    );
    expect(body('rechargeRejected', 'en', 'The amount on the proof does not match the order.')).toBe(
      'Your deposit W1 of 20 USDT was rejected. Reason: The amount on the proof does not match the order. If you have paid, please contact customer service with your payment proof.',
    );
  });

  it('does the same for the ideographic full stop of a Chinese or Japanese reason', () => {
    expect(body('withdrawalRejected', 'zh-CN', '提现地址未通过风险检查。')).toBe(
      '您的提现订单 W1（20 USDT）已被拒绝，21 USDT 已退回您的可用余额。原因：提现地址未通过风险检查。如有疑问，请联系客服。',
    );
  });

  it('keeps a reason written without a full stop as it is, ended by the sentence around it', () => {
    expect(body('withdrawalFailed', 'en', 'Chain congestion')).toBe(
      'Your withdrawal W1 of 20 USDT could not be completed and 21 USDT has been returned to your available balance. Reason: Chain congestion. Please contact customer service.',
    );
  });
});

describe('finance e-mails: which status sends one', () => {
  it('mails the outcomes of deposits and withdrawals, and nothing while open or after the person cancelled', () => {
    expect(financeMailKindOf('recharge', 'completed')).toBe('rechargeCompleted');
    expect(financeMailKindOf('recharge', 'rejected')).toBe('rechargeRejected');
    expect(financeMailKindOf('withdrawal', 'failed')).toBe('withdrawalFailed');
    for (const status of ['pending', 'processing', 'cancelled'] as const) {
      expect(financeMailKindOf('recharge', status)).toBeNull();
      expect(financeMailKindOf('withdrawal', status)).toBeNull();
    }
  });
});
