import type { withdrawalSettingsEn } from './en.ts';

/** 财务配置页的提现设置（实名认证额度）的简体中文文本。 */
export const withdrawalSettingsZhCN: Record<keyof typeof withdrawalSettingsEn, string> = {
  title: '实名认证额度',
  kycDailyLimit: '未实名每日可提现金额 (USDT)',
  hint: '未完成实名认证的用户每个 UTC 日最多可提现此金额（所有网络的待处理、处理中和已完成提现）；超过时提现被拒绝，并提示前往实名认证。修改后对下一笔提现立即生效。',
  save: '保存',
  saved: '提现设置已保存',
};
