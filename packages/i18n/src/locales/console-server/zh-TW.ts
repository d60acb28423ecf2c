const consoleServerZhTw = {
  errors: {
    CSRF_TOKEN_INVALID: '無法確認您的工作階段，請重新整理頁面',
    OPERATOR_DISABLED: '此操作員帳號已停用',
    ENROLMENT_TOKEN_INVALID: '設定步驟已逾時，請重新登入',
    INVITATION_INVALID: '邀請無效或已過期',
    LAST_OWNER: '無法停用最後一位有效的擁有者，也無法變更其角色',
    OPERATOR_SELF_DISABLE: '無法停用自己的帳號，須由其他擁有者操作',
    OPERATOR_EXISTS: '此電子郵件的操作員已存在',
    INVITATION_NOT_PENDING: '此邀請已被接受、撤銷或已過期',
    OPERATOR_CANNOT_ANSWER: '該操作員無法處理客服對話',
    ACCOUNT_FROZEN: '您的帳戶已被凍結，請聯絡客服',
    ACCOUNT_FROZEN_SIGNED_OUT: '您的帳戶已被凍結，請聯絡客服',
    WITHDRAWAL_ACCOUNT_FROZEN:
      '該用戶帳戶已被凍結：此提現不能領取、覆核或出款。可拒絕以將資金退回用戶餘額，或先解凍帳戶',
  },
  validation: {
    totpCodeFormat: '請輸入 6 位數驗證碼',
    operatorPasswordLength: '密碼長度須為 12 至 128 個字元',
    operatorNameRequired: '請輸入姓名',
    reasonRequired: '請填寫原因',
    urlInvalid: '請輸入以 https:// 或 / 開頭的連結',
    imagePathInvalid: '請上傳圖片，或輸入以 / 開頭的本站路徑',
    imageNotUploaded: '請在此重新上傳該圖片：只能顯示在控制台上傳的圖片',
    contractPeriod: '週期只能是 30、60、300 或 900 秒',
    contractPeriodDuplicate: '每個週期只能填寫一次',
    contractPeriodsNoneEnabled: '請至少啟用一個週期',
    contractAmountInvalid: '請輸入大於 0 的金額，整數最多 18 位，小數最多 8 位',
    payoutRateInvalid: '請輸入大於 0 且不超過 10 的賠付率，最多 18 位小數',
    feeRateInvalid: '請輸入不小於 0 且小於 1 的費率，最多 18 位小數',
    networkAddressInvalid: '這不是有效的 {{network}} 地址',
    maxBelowMin: '最高金額不能低於最低金額',
    dailyLimitBelowMin: '每日限額不能低於最低金額',
  },
  mail: {
    operatorInviteSubject: '邀請您加入 {{appName}} 管理後台',
    operatorInviteBody:
      '{{name}} 您好：您已受邀以 {{role}} 角色加入 {{appName}} 管理後台。請於 {{hours}} 小時內開啟以下連結設定密碼：{{link}} 首次登入時需綁定驗證器 App。若您並未預期此邀請，請忽略本郵件。',
  },
};

export default consoleServerZhTw;
