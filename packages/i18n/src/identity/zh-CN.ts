export const identityErrors = {
  TOTP_REQUIRED: '请输入身份验证器应用中的验证码',
  TOTP_INVALID: '验证码错误或已被使用',
  TWO_FACTOR_ALREADY_ENABLED: '两步验证登录已开启',
  TWO_FACTOR_NOT_ENABLED: '两步验证登录未开启',
  TWO_FACTOR_SETUP_REQUIRED: '请重新开始设置',
  WITHDRAWALS_HELD: '您的安全设置已被重置，提现暂停至 {{until}}',
  KYC_ALREADY_PENDING: '您的认证正在审核中',
  KYC_ALREADY_VERIFIED: '您已完成实名认证',
  SUPPORT_TOO_MANY_MESSAGES: '发送消息过于频繁，请稍候再试',
};

export const identityValidation = {
  totpRequired: '请输入验证码',
};

export const identityPageTitles = {
  security: '账户安全',
};

export const identitySections = {
  twoFactor: {
    title: '两步验证登录',
    on: '已开启',
    off: '未开启',
    intro: '每次登录或提现时，使用身份验证器应用生成的 6 位验证码保护您的账户。',
    start: '去设置',
    scanQr: '请用身份验证器应用扫描此二维码',
    orEnterKey: '或手动输入此密钥',
    copyKey: '复制密钥',
    code: '验证码',
    codePlaceholder: '6 位验证码',
    turnOn: '开启',
    enabled: '两步验证登录已开启',
    recoveryTitle: '恢复码',
    recoveryHint: '手机丢失时，每个恢复码可使用一次。请立即妥善保存，之后将不再显示。',
    recoverySaved: '我已保存',
    copyCodes: '复制恢复码',
    recoveryLeft: '剩余恢复码：{{count}}',
    turnOff: '关闭',
    turnOffHint: '输入应用中的验证码或一个恢复码以关闭两步验证登录。',
    disabled: '两步验证登录已关闭',
    loginTitle: '两步验证',
    loginHint: '请输入身份验证器应用中的 6 位验证码，或任意一个恢复码。',
    copied: '已复制',
    copyFailed: '复制失败，请手动复制',
  },
  account: {
    identity: '实名认证',
    withdrawalPassword: '提现密码',
    set: '已设置',
    notSet: '未设置',
    invited: '已邀请人数',
    shareLink: '邀请链接',
    copy: '复制',
    inviteQr: '邀请二维码',
    sessions: '已登录的设备',
    thisDevice: '本设备',
    signOutOthers: '退出其他所有设备',
    signOutOthersConfirm: '确定退出其他所有设备吗？',
    signedOutOthers: '已退出其他设备',
    noOtherSessions: '没有其他已登录的设备',
    signIns: '最近登录',
    unknownDevice: '未知设备',
    loadFailed: '加载失败，点击重试',
  },
  realName: {
    unverified: '未认证',
    pending: '审核中',
    verified: '已认证',
    rejected: '认证失败',
  },
};
