export const identityErrors = {
  TOTP_REQUIRED: '認証アプリのコードを入力してください',
  TOTP_INVALID: 'コードが正しくないか、すでに使用されています',
  TWO_FACTOR_ALREADY_ENABLED: '2段階認証はすでにオンです',
  TWO_FACTOR_NOT_ENABLED: '2段階認証はオンになっていません',
  TWO_FACTOR_SETUP_REQUIRED: 'もう一度設定を始めてください',
  WITHDRAWALS_HELD: 'セキュリティ設定がリセットされたため、{{until}} まで出金を停止しています',
  KYC_ALREADY_PENDING: '本人確認はすでに審査中です',
  KYC_ALREADY_VERIFIED: '本人確認はすでに完了しています',
  SUPPORT_TOO_MANY_MESSAGES: 'メッセージの送信が速すぎます。少しお待ちください',
};

export const identityValidation = {
  totpRequired: 'コードを入力してください',
};

export const identityPageTitles = {
  security: 'アカウントのセキュリティ',
};

export const identitySections = {
  twoFactor: {
    title: '2段階認証',
    on: 'オン',
    off: 'オフ',
    intro: 'ログインや出金のたびに、認証アプリの6桁のコードでアカウントを保護します。',
    start: '設定する',
    scanQr: '認証アプリでこのQRコードを読み取ってください',
    orEnterKey: 'またはこのキーを手動で入力してください',
    copyKey: 'キーをコピー',
    code: 'コード',
    codePlaceholder: '6桁のコード',
    turnOn: 'オンにする',
    enabled: '2段階認証をオンにしました',
    recoveryTitle: 'リカバリーコード',
    recoveryHint:
      'スマートフォンを紛失したときに、各コードを1回だけ使えます。今すぐ安全な場所に保管してください。再表示はされません。',
    recoverySaved: '保存しました',
    copyCodes: 'コードをコピー',
    recoveryLeft: '残りのリカバリーコード：{{count}}',
    turnOff: 'オフにする',
    turnOffHint: '2段階認証をオフにするには、アプリのコードまたはリカバリーコードを入力してください。',
    disabled: '2段階認証をオフにしました',
    loginTitle: '2段階認証',
    loginHint: '認証アプリの6桁のコード、またはリカバリーコードを入力してください。',
    copied: 'コピーしました',
    copyFailed: 'コピーに失敗しました。手動でコピーしてください',
  },
  account: {
    identity: '本人確認',
    withdrawalPassword: '出金パスワード',
    set: '設定済み',
    notSet: '未設定',
    invited: '招待した人数',
    shareLink: '招待リンク',
    copy: 'コピー',
    inviteQr: '招待QRコード',
    sessions: 'ログイン中のデバイス',
    thisDevice: 'このデバイス',
    signOutOthers: '他のすべてのデバイスからログアウト',
    signOutOthersConfirm: '他のすべてのデバイスからログアウトしますか？',
    signedOutOthers: '他のデバイスからログアウトしました',
    noOtherSessions: '他にログイン中のデバイスはありません',
    signIns: '最近のログイン',
    unknownDevice: '不明なデバイス',
    loadFailed: '読み込みに失敗しました。タップして再試行',
  },
  realName: {
    unverified: '未認証',
    pending: '審査中',
    verified: '認証済み',
    rejected: '認証失敗',
  },
};
