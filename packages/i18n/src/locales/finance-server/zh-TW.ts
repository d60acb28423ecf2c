import type { FinanceServerCatalog } from './en.ts';

const financeServerZhTw: FinanceServerCatalog = {
  errors: {
    UPLOAD_TYPE_NOT_ALLOWED: '此處不接受該檔案類型，請選擇 {{formats}} 格式的圖片',
    UPLOAD_TOO_LARGE: '檔案過大（最大 {{maxMb}} MB）',
    UPLOAD_IMAGE_INVALID: '無法讀取該圖片，請重新選擇',
    UPLOAD_IMAGE_DIMENSIONS: '圖片尺寸過大（最多 {{max}} 像素）',
    FILE_REQUIRED: '請選擇檔案',
    RECHARGE_CONFIG_INACTIVE: '儲值設定已停用',
    RECHARGE_AMOUNT_TOO_SMALL: '儲值金額不能少於 {{min}} USDT',
    RECHARGE_AMOUNT_TOO_LARGE: '儲值金額不能超過 {{max}} USDT',
    PROOF_NOT_FOUND: '找不到付款憑證，請重新上傳',
    PROOF_ALREADY_USED: '此付款憑證已用於另一筆儲值，請查看儲值紀錄，或上傳新一筆付款的憑證',
    PROOF_ALREADY_CREDITED: '此儲值的付款憑證已為儲值 {{orderNo}} 入帳，請駁回此筆',
    ORDER_STATUS_CHANGED: '訂單狀態已變更，請重新整理',
    WITHDRAWAL_CONFIG_INACTIVE: '此提領方式暫時無法使用',
    WITHDRAWAL_AMOUNT_TOO_SMALL: '提領金額不能少於 {{min}} {{currency}}',
    WITHDRAWAL_AMOUNT_TOO_LARGE: '提領金額不能超過 {{max}} {{currency}}',
    WITHDRAWAL_DAILY_LIMIT:
      '超出每日提領上限 {{limit}} {{currency}}，今日還可提領 {{remaining}} {{currency}}',
    WITHDRAWAL_ADDRESS_INVALID: '這不是有效的 {{network}} 地址',
    WITHDRAWAL_FEE_CHANGED: '本次提領的手續費已變為 {{fee}} {{currency}}，請核對後重新確認',
    WITHDRAWAL_PASSWORD_NOT_SET: '請先設定提領密碼',
    WITHDRAWAL_PASSWORD_INCORRECT: '提領密碼錯誤，還可嘗試 {{remaining}} 次',
    WITHDRAWAL_LOCKED: '提領密碼錯誤次數過多，提領已鎖定，請於 {{minutes}} 分鐘後再試',
    WITHDRAWAL_ON_HOLD: '為保障您的帳戶安全，變更密碼後 24 小時內暫停提領，請於 {{hours}} 小時後再試',
    SECOND_APPROVAL_REQUIRED: '此筆提領需先由另一位財務人員核准',
    SAME_OPERATOR: '第二次核准必須由另一位操作員完成',
  },
  validation: {
    amountRequired: '請輸入金額',
    amountInvalid: '請輸入有效的金額',
    configRequired: '請先選擇方式',
    proofRequired: '請上傳付款憑證',
    reasonRequired: '請填寫原因',
    addressRequired: '請輸入提領地址',
    addressInvalid: '地址格式不正確',
    txIdRequired: '請輸入交易雜湊',
    withdrawalPasswordRequired: '請輸入提領密碼',
    withdrawalPasswordDigits: '提領密碼只能包含數字',
    withdrawalPasswordLength: '提領密碼至少需要 6 位數字',
    withdrawalPasswordSame: '新提領密碼不能與目前密碼相同',
    currentPasswordRequired: '請輸入目前的提領密碼',
  },
  mail: {
    rechargeCompletedSubject: '您在 {{appName}} 的 {{amount}} USDT 儲值已入帳',
    rechargeCompletedBody:
      '您的儲值訂單 {{orderNo}} 已確認，扣除手續費 {{fee}} USDT 後，{{actualAmount}} USDT 已存入您的餘額。',
    rechargeRejectedSubject: '您在 {{appName}} 的儲值訂單 {{orderNo}} 已被拒絕',
    rechargeRejectedBody:
      '您的儲值訂單 {{orderNo}}（{{amount}} USDT）已被拒絕，原因：{{reason}}。如您已付款，請攜帶付款憑證聯繫客服。',
    rechargeFailedSubject: '您在 {{appName}} 的儲值訂單 {{orderNo}} 已失敗',
    rechargeFailedBody:
      '您的儲值訂單 {{orderNo}}（{{amount}} USDT）未在 24 小時內獲得確認，已關閉。如您已付款，請聯繫客服。',
    withdrawalCompletedSubject: '您在 {{appName}} 的 {{amount}} USDT 提領已送出',
    withdrawalCompletedBody:
      '您的提領訂單 {{orderNo}}（{{amount}} USDT）已送至 {{address}}。交易雜湊：{{txId}}。',
    withdrawalRejectedSubject: '您在 {{appName}} 的提領訂單 {{orderNo}} 已被拒絕',
    withdrawalRejectedBody:
      '您的提領訂單 {{orderNo}}（{{amount}} USDT）已被拒絕，{{total}} USDT 已退回您的可用餘額。原因：{{reason}}。如有疑問，請聯繫客服。',
    withdrawalFailedSubject: '您在 {{appName}} 的提領訂單 {{orderNo}} 已失敗',
    withdrawalFailedBody:
      '您的提領訂單 {{orderNo}}（{{amount}} USDT）未能完成，{{total}} USDT 已退回您的可用餘額。原因：{{reason}}。請聯繫客服。',
  },
};

export default financeServerZhTw;
