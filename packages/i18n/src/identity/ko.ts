export const identityErrors = {
  TOTP_REQUIRED: '인증 앱의 코드를 입력하세요',
  TOTP_INVALID: '코드가 올바르지 않거나 이미 사용되었습니다',
  TWO_FACTOR_ALREADY_ENABLED: '2단계 로그인이 이미 켜져 있습니다',
  TWO_FACTOR_NOT_ENABLED: '2단계 로그인이 켜져 있지 않습니다',
  TWO_FACTOR_SETUP_REQUIRED: '설정을 다시 시작하세요',
  WITHDRAWALS_HELD: '보안 설정이 초기화되어 {{until}}까지 출금이 일시 중지됩니다',
  KYC_ALREADY_PENDING: '인증이 이미 심사 중입니다',
  KYC_ALREADY_VERIFIED: '신원 인증이 이미 완료되었습니다',
  SUPPORT_TOO_MANY_MESSAGES: '메시지를 너무 빨리 보내고 있습니다. 잠시 기다려 주세요',
};

export const identityValidation = {
  totpRequired: '코드를 입력하세요',
};

export const identityPageTitles = {
  security: '계정 보안',
};

export const identitySections = {
  twoFactor: {
    title: '2단계 로그인',
    on: '켜짐',
    off: '꺼짐',
    intro: '로그인하거나 출금할 때마다 인증 앱의 6자리 코드로 계정을 보호하세요.',
    start: '설정하기',
    scanQr: '인증 앱으로 이 QR 코드를 스캔하세요',
    orEnterKey: '또는 이 키를 직접 입력하세요',
    copyKey: '키 복사',
    code: '코드',
    codePlaceholder: '6자리 코드',
    turnOn: '켜기',
    enabled: '2단계 로그인이 켜졌습니다',
    recoveryTitle: '복구 코드',
    recoveryHint:
      '휴대폰을 잃어버렸을 때 각 코드는 한 번만 사용할 수 있습니다. 지금 안전한 곳에 보관하세요. 다시 표시되지 않습니다.',
    recoverySaved: '저장했습니다',
    copyCodes: '코드 복사',
    recoveryLeft: '남은 복구 코드: {{count}}',
    turnOff: '끄기',
    turnOffHint: '2단계 로그인을 끄려면 앱의 코드 또는 복구 코드를 입력하세요.',
    disabled: '2단계 로그인이 꺼졌습니다',
    loginTitle: '2단계 인증',
    loginHint: '인증 앱의 6자리 코드 또는 복구 코드 중 하나를 입력하세요.',
    copied: '복사했습니다',
    copyFailed: '복사에 실패했습니다. 직접 복사하세요',
  },
  account: {
    identity: '신원 인증',
    withdrawalPassword: '출금 비밀번호',
    set: '설정됨',
    notSet: '미설정',
    invited: '초대한 사람',
    shareLink: '초대 링크',
    copy: '복사',
    inviteQr: '초대 QR 코드',
    sessions: '로그인된 기기',
    thisDevice: '이 기기',
    signOutOthers: '다른 모든 기기에서 로그아웃',
    signOutOthersConfirm: '다른 모든 기기에서 로그아웃할까요?',
    signedOutOthers: '다른 기기에서 로그아웃했습니다',
    noOtherSessions: '로그인된 다른 기기가 없습니다',
    signIns: '최근 로그인',
    unknownDevice: '알 수 없는 기기',
    loadFailed: '불러오지 못했습니다. 탭하여 다시 시도',
  },
  realName: {
    unverified: '미인증',
    pending: '심사 중',
    verified: '인증 완료',
    rejected: '인증 실패',
  },
};
