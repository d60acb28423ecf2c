import type { FinanceServerCatalog } from './en.ts';

const financeServerJa: FinanceServerCatalog = {
  errors: {
    UPLOAD_TYPE_NOT_ALLOWED: 'このファイル形式は使用できません。{{formats}} の画像を選択してください',
    UPLOAD_TOO_LARGE: 'ファイルが大きすぎます（最大 {{maxMb}} MB）',
    UPLOAD_IMAGE_INVALID: '画像を読み込めませんでした。別の画像を選択してください',
    UPLOAD_IMAGE_DIMENSIONS: '画像のサイズが大きすぎます（最大 {{max}} ピクセル）',
    FILE_REQUIRED: 'ファイルを選択してください',
    RECHARGE_CONFIG_INACTIVE: 'この入金設定は無効になっています',
    RECHARGE_AMOUNT_TOO_SMALL: '入金額は {{min}} USDT 以上にしてください',
    RECHARGE_AMOUNT_TOO_LARGE: '入金額は {{max}} USDT 以下にしてください',
    PROOF_NOT_FOUND: '支払い証明が見つかりません。もう一度アップロードしてください',
    PROOF_ALREADY_USED:
      'この支払い証明はすでに別の入金に使われています。入金履歴を確認するか、新しい支払いの証明をアップロードしてください',
    PROOF_ALREADY_CREDITED:
      'この入金の支払い証明はすでに入金 {{orderNo}} で入金済みです。この入金は却下してください',
    ORDER_STATUS_CHANGED: '注文の状態が変わりました。画面を更新してください',
    WITHDRAWAL_CONFIG_INACTIVE: 'この出金方法は現在ご利用いただけません',
    WITHDRAWAL_AMOUNT_TOO_SMALL: '出金額は {{min}} {{currency}} 以上にしてください',
    WITHDRAWAL_AMOUNT_TOO_LARGE: '出金額は {{max}} {{currency}} 以下にしてください',
    WITHDRAWAL_DAILY_LIMIT:
      '1日の出金上限 {{limit}} {{currency}} を超えています。本日はあと {{remaining}} {{currency}} まで出金できます',
    WITHDRAWAL_ADDRESS_INVALID: '有効な {{network}} アドレスではありません',
    WITHDRAWAL_FEE_CHANGED:
      'この出金の手数料は現在 {{fee}} {{currency}} です。確認してから再度確定してください',
    WITHDRAWAL_PASSWORD_NOT_SET: '先に出金パスワードを設定してください',
    WITHDRAWAL_PASSWORD_INCORRECT: '出金パスワードが違います。残り {{remaining}} 回です',
    WITHDRAWAL_LOCKED:
      '出金パスワードの誤りが多すぎるため、出金がロックされました。{{minutes}} 分後にお試しください',
    WITHDRAWAL_ON_HOLD:
      'セキュリティのため、パスワード変更後 24 時間は出金を停止しています。{{hours}} 時間後にお試しください',
    SECOND_APPROVAL_REQUIRED: 'この出金には、先に別の財務担当者による承認が必要です',
    SAME_OPERATOR: '2 回目の承認は別の担当者が行う必要があります',
  },
  validation: {
    amountRequired: '金額を入力してください',
    amountInvalid: '有効な金額を入力してください',
    configRequired: '先に方法を選択してください',
    proofRequired: '支払い証明をアップロードしてください',
    reasonRequired: '理由を入力してください',
    addressRequired: '出金アドレスを入力してください',
    addressInvalid: 'アドレスの形式が正しくありません',
    txIdRequired: 'トランザクション ID を入力してください',
    withdrawalPasswordRequired: '出金パスワードを入力してください',
    withdrawalPasswordDigits: '出金パスワードには数字のみ使用できます',
    withdrawalPasswordLength: '出金パスワードは 6 桁以上の数字にしてください',
    withdrawalPasswordSame: '新しい出金パスワードは現在のものと異なる必要があります',
    currentPasswordRequired: '現在の出金パスワードを入力してください',
  },
  mail: {
    rechargeCompletedSubject: '{{appName}} への {{amount}} USDT の入金が反映されました',
    rechargeCompletedBody:
      '入金 {{orderNo}} が確認されました。手数料 {{fee}} USDT を差し引いた {{actualAmount}} USDT が残高に反映されています。',
    rechargeRejectedSubject: '{{appName}} の入金 {{orderNo}} は却下されました',
    rechargeRejectedBody:
      '入金 {{orderNo}}（{{amount}} USDT）は却下されました。理由：{{reason}}。お支払い済みの場合は、支払い証明を添えてカスタマーサービスにお問い合わせください。',
    rechargeFailedSubject: '{{appName}} の入金 {{orderNo}} は失敗しました',
    rechargeFailedBody:
      '入金 {{orderNo}}（{{amount}} USDT）は 24 時間以内に確認されなかったため、終了しました。お支払い済みの場合は、カスタマーサービスにお問い合わせください。',
    withdrawalCompletedSubject: '{{appName}} から {{amount}} USDT の出金を送金しました',
    withdrawalCompletedBody:
      '出金 {{orderNo}}（{{amount}} USDT）を {{address}} へ送金しました。トランザクション ID：{{txId}}。',
    withdrawalRejectedSubject: '{{appName}} の出金 {{orderNo}} は却下されました',
    withdrawalRejectedBody:
      '出金 {{orderNo}}（{{amount}} USDT）は却下され、{{total}} USDT が利用可能残高に戻されました。理由：{{reason}}。ご不明な点はカスタマーサービスにお問い合わせください。',
    withdrawalFailedSubject: '{{appName}} の出金 {{orderNo}} は失敗しました',
    withdrawalFailedBody:
      '出金 {{orderNo}}（{{amount}} USDT）を完了できず、{{total}} USDT が利用可能残高に戻されました。理由：{{reason}}。カスタマーサービスにお問い合わせください。',
  },
};

export default financeServerJa;
