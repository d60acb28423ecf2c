const consoleServerJa = {
  errors: {
    CSRF_TOKEN_INVALID: 'セッションを確認できませんでした。ページを再読み込みしてください',
    OPERATOR_DISABLED: 'このオペレーターアカウントは無効化されています',
    ENROLMENT_TOKEN_INVALID: '設定の有効期限が切れました。もう一度サインインしてください',
    INVITATION_INVALID: 'この招待は無効か、有効期限が切れています',
    LAST_OWNER: '最後の有効なオーナーは無効化できず、ロールも変更できません',
    OPERATOR_SELF_DISABLE: '自分のアカウントは無効化できません。別のオーナーが行う必要があります',
    OPERATOR_EXISTS: 'このメールアドレスのオペレーターは既に存在します',
    INVITATION_NOT_PENDING: 'この招待は既に承諾または取り消されたか、有効期限が切れています',
    OPERATOR_CANNOT_ANSWER: 'このオペレーターはカスタマーサービスの会話に対応できません',
    ACCOUNT_FROZEN: 'アカウントが凍結されています。カスタマーサポートにお問い合わせください',
    ACCOUNT_FROZEN_SIGNED_OUT: 'アカウントが凍結されています。カスタマーサポートにお問い合わせください',
    WITHDRAWAL_ACCOUNT_FROZEN:
      'このユーザーのアカウントは凍結されています。この出金は受付・承認・支払いできません。却下すると資金はユーザーの残高に戻ります。または先に凍結を解除してください',
  },
  validation: {
    totpCodeFormat: '6桁のコードを入力してください',
    operatorPasswordLength: 'パスワードは12〜128文字で入力してください',
    operatorNameRequired: '名前を入力してください',
    reasonRequired: '理由を入力してください',
    urlInvalid: 'https:// または / で始まるリンクを入力してください',
    imagePathInvalid: '画像をアップロードするか、/ で始まるこのサーバー上のパスを入力してください',
    imageNotUploaded:
      'この画像をここで再度アップロードしてください：コンソールでアップロードした画像のみ表示できます',
    contractPeriod: '期間は30、60、300、900秒のいずれかです',
    contractPeriodDuplicate: '同じ期間は一度しか指定できません',
    contractPeriodsNoneEnabled: '少なくとも1つの期間を有効にしてください',
    contractAmountInvalid: '0より大きい金額を、整数部18桁以内・小数点以下8桁以内で入力してください',
    payoutRateInvalid: '0より大きく10以下の配当率を、小数点以下18桁以内で入力してください',
    feeRateInvalid: '0以上1未満の手数料率を、小数点以下18桁以内で入力してください',
    networkAddressInvalid: '有効な {{network}} アドレスではありません',
    maxBelowMin: '最高金額は最低金額以上にしてください',
    dailyLimitBelowMin: '1日の上限は最低金額以上にしてください',
  },
  mail: {
    operatorInviteSubject: '{{appName}} 管理コンソールへの招待',
    operatorInviteBody:
      '{{name}} 様、{{appName}} の管理コンソールに {{role}} ロールで招待されました。{{hours}} 時間以内に次のリンクを開いてパスワードを設定してください：{{link}} 初回サインイン時に認証アプリを設定します。心当たりがない場合は、このメールを無視してください。',
  },
};

export default consoleServerJa;
