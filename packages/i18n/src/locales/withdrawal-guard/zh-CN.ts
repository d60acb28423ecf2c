import type { WithdrawalGuardCatalog } from './en.ts';

/** The second factor and the identity limit of withdrawals (zh-CN); see ./en.ts. */
const withdrawalGuardZhCn: WithdrawalGuardCatalog = {
  errors: {
    WITHDRAWAL_TOTP_REQUIRED: '您已开启两步验证：请输入身份验证器应用中的验证码以继续',
    KYC_REQUIRED: '每日提现超过 {{limit}} {{currency}} 需要完成实名认证，请先完成实名认证',
  },
  validation: {
    totpInvalid: '验证码错误或已被使用',
  },
  section: {
    codeLabel: '身份验证码',
    codePlaceholder: '6 位验证码或恢复码',
    codeHint: '您已开启两步验证：请输入身份验证器应用中的当前验证码',
    verifyTitle: '需要实名认证',
    verifyNow: '立即认证',
  },
};

export default withdrawalGuardZhCn;
