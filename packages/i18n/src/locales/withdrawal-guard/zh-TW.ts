import type { WithdrawalGuardCatalog } from './en.ts';

/** The second factor and the identity limit of withdrawals (zh-TW); see ./en.ts. */
const withdrawalGuardZhTw: WithdrawalGuardCatalog = {
  errors: {
    WITHDRAWAL_TOTP_REQUIRED: '您已開啟兩步驗證：請輸入身分驗證器應用程式中的驗證碼以繼續',
    KYC_REQUIRED: '每日提領超過 {{limit}} {{currency}} 需要完成實名認證，請先完成實名認證',
  },
  validation: {
    totpInvalid: '驗證碼錯誤或已被使用',
  },
  section: {
    codeLabel: '身分驗證碼',
    codePlaceholder: '6 位驗證碼或復原碼',
    codeHint: '您已開啟兩步驗證：請輸入身分驗證器應用程式中的目前驗證碼',
    verifyTitle: '需要實名認證',
    verifyNow: '立即認證',
  },
};

export default withdrawalGuardZhTw;
