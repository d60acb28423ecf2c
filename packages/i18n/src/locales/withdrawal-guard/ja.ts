import type { WithdrawalGuardCatalog } from './en.ts';

/** The second factor and the identity limit of withdrawals (ja); see ./en.ts. */
const withdrawalGuardJa: WithdrawalGuardCatalog = {
  errors: {
    WITHDRAWAL_TOTP_REQUIRED: '二段階認証がオンです。続行するには認証アプリのコードを入力してください',
    KYC_REQUIRED:
      '1日あたり {{limit}} {{currency}} を超える出金には本人確認が必要です。先に本人確認を完了してください',
  },
  validation: {
    totpInvalid: 'コードが正しくないか、すでに使用されています',
  },
  section: {
    codeLabel: '認証コード',
    codePlaceholder: '6桁のコードまたはリカバリーコード',
    codeHint: '二段階認証がオンです。認証アプリに表示されている現在のコードを入力してください',
    verifyTitle: '本人確認が必要です',
    verifyNow: '今すぐ確認',
  },
};

export default withdrawalGuardJa;
