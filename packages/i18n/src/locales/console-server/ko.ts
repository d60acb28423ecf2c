const consoleServerKo = {
  errors: {
    CSRF_TOKEN_INVALID: '세션을 확인할 수 없습니다. 페이지를 새로고침해 주세요',
    OPERATOR_DISABLED: '비활성화된 운영자 계정입니다',
    ENROLMENT_TOKEN_INVALID: '설정 단계가 만료되었습니다. 다시 로그인해 주세요',
    INVITATION_INVALID: '유효하지 않거나 만료된 초대입니다',
    LAST_OWNER: '마지막 활성 소유자는 비활성화하거나 역할을 변경할 수 없습니다',
    OPERATOR_SELF_DISABLE: '자신의 계정은 비활성화할 수 없습니다. 다른 소유자가 해야 합니다',
    OPERATOR_EXISTS: '이 이메일 주소의 운영자가 이미 있습니다',
    INVITATION_NOT_PENDING: '이미 수락되었거나 취소되었거나 만료된 초대입니다',
    OPERATOR_CANNOT_ANSWER: '이 운영자는 고객 서비스 대화에 답변할 수 없습니다',
    ACCOUNT_FROZEN: '계정이 동결되었습니다. 고객센터에 문의해 주세요',
    ACCOUNT_FROZEN_SIGNED_OUT: '계정이 동결되었습니다. 고객센터에 문의해 주세요',
    WITHDRAWAL_ACCOUNT_FROZEN:
      '이 사용자의 계정은 동결되어 있습니다. 이 출금은 접수, 승인 또는 지급할 수 없습니다. 거절하면 자금이 사용자 잔액으로 반환되며, 또는 먼저 계정 동결을 해제하세요',
  },
  validation: {
    totpCodeFormat: '6자리 코드를 입력해 주세요',
    operatorPasswordLength: '비밀번호는 12~128자여야 합니다',
    operatorNameRequired: '이름을 입력해 주세요',
    reasonRequired: '사유를 입력해 주세요',
    urlInvalid: 'https:// 또는 /로 시작하는 링크를 입력해 주세요',
    imagePathInvalid: '이미지를 업로드하거나 /로 시작하는 이 서버의 경로를 입력해 주세요',
    imageNotUploaded:
      '이 이미지를 여기에서 다시 업로드해 주세요. 콘솔에서 업로드한 이미지만 표시할 수 있습니다',
    contractPeriod: '기간은 30, 60, 300, 900초 중 하나입니다',
    contractPeriodDuplicate: '같은 기간은 한 번만 지정할 수 있습니다',
    contractPeriodsNoneEnabled: '하나 이상의 기간을 사용으로 설정해 주세요',
    contractAmountInvalid: '0보다 큰 금액을 정수 18자리, 소수점 이하 8자리 이내로 입력해 주세요',
    payoutRateInvalid: '0보다 크고 10 이하인 지급률을 소수점 이하 18자리 이내로 입력해 주세요',
    feeRateInvalid: '0 이상 1 미만의 수수료율을 소수점 이하 18자리 이내로 입력해 주세요',
    networkAddressInvalid: '유효한 {{network}} 주소가 아닙니다',
    maxBelowMin: '최대 금액은 최소 금액 이상이어야 합니다',
    dailyLimitBelowMin: '일일 한도는 최소 금액 이상이어야 합니다',
  },
  mail: {
    operatorInviteSubject: '{{appName}} 관리 콘솔 초대',
    operatorInviteBody:
      '{{name}}님, {{appName}} 관리 콘솔에 {{role}} 역할로 초대되었습니다. {{hours}}시간 안에 다음 링크를 열어 비밀번호를 설정해 주세요: {{link}} 처음 로그인할 때 인증 앱을 설정하게 됩니다. 예상하지 못한 초대라면 이 메일을 무시해 주세요.',
  },
};

export default consoleServerKo;
