export const identityErrors = {
  TOTP_REQUIRED: '請輸入驗證器應用程式中的驗證碼',
  TOTP_INVALID: '驗證碼錯誤或已被使用',
  TWO_FACTOR_ALREADY_ENABLED: '兩步驟驗證登入已開啟',
  TWO_FACTOR_NOT_ENABLED: '兩步驟驗證登入未開啟',
  TWO_FACTOR_SETUP_REQUIRED: '請重新開始設定',
  WITHDRAWALS_HELD: '您的安全設定已被重設，提領暫停至 {{until}}',
  KYC_ALREADY_PENDING: '您的認證正在審核中',
  KYC_ALREADY_VERIFIED: '您已完成實名認證',
  SUPPORT_TOO_MANY_MESSAGES: '傳送訊息過於頻繁，請稍候再試',
};

export const identityValidation = {
  totpRequired: '請輸入驗證碼',
};

export const identityPageTitles = {
  security: '帳戶安全',
};

export const identitySections = {
  twoFactor: {
    title: '兩步驟驗證登入',
    on: '已開啟',
    off: '未開啟',
    intro: '每次登入或提領時，使用驗證器應用程式產生的 6 位數驗證碼保護您的帳戶。',
    start: '前往設定',
    scanQr: '請用驗證器應用程式掃描此 QR 碼',
    orEnterKey: '或手動輸入此金鑰',
    copyKey: '複製金鑰',
    code: '驗證碼',
    codePlaceholder: '6 位數驗證碼',
    turnOn: '開啟',
    enabled: '兩步驟驗證登入已開啟',
    recoveryTitle: '復原碼',
    recoveryHint: '手機遺失時，每個復原碼可使用一次。請立即妥善保存，之後將不再顯示。',
    recoverySaved: '我已保存',
    copyCodes: '複製復原碼',
    recoveryLeft: '剩餘復原碼：{{count}}',
    turnOff: '關閉',
    turnOffHint: '輸入應用程式中的驗證碼或一個復原碼以關閉兩步驟驗證登入。',
    disabled: '兩步驟驗證登入已關閉',
    loginTitle: '兩步驟驗證',
    loginHint: '請輸入驗證器應用程式中的 6 位數驗證碼，或任一個復原碼。',
    copied: '已複製',
    copyFailed: '複製失敗，請手動複製',
  },
  account: {
    identity: '實名認證',
    withdrawalPassword: '提領密碼',
    set: '已設定',
    notSet: '未設定',
    invited: '已邀請人數',
    shareLink: '邀請連結',
    copy: '複製',
    inviteQr: '邀請 QR 碼',
    sessions: '已登入的裝置',
    thisDevice: '本裝置',
    signOutOthers: '登出其他所有裝置',
    signOutOthersConfirm: '確定要登出其他所有裝置嗎？',
    signedOutOthers: '已登出其他裝置',
    noOtherSessions: '沒有其他已登入的裝置',
    signIns: '最近登入',
    unknownDevice: '未知裝置',
    loadFailed: '載入失敗，點擊重試',
  },
  realName: {
    unverified: '未認證',
    pending: '審核中',
    verified: '已認證',
    rejected: '認證失敗',
  },
};
