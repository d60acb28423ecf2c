import type { WithdrawalGuardCatalog } from './en.ts';

/** The second factor and the identity limit of withdrawals (ko); see ./en.ts. */
const withdrawalGuardKo: WithdrawalGuardCatalog = {
  errors: {
    WITHDRAWAL_TOTP_REQUIRED: '2단계 로그인이 켜져 있습니다. 계속하려면 인증 앱의 코드를 입력하세요',
    KYC_REQUIRED:
      '하루 {{limit}} {{currency}}를 초과하는 출금은 본인 인증이 필요합니다. 먼저 본인 인증을 완료하세요',
  },
  validation: {
    totpInvalid: '코드가 틀렸거나 이미 사용되었습니다',
  },
  section: {
    codeLabel: '인증 코드',
    codePlaceholder: '6자리 코드 또는 복구 코드',
    codeHint: '2단계 로그인이 켜져 있습니다. 인증 앱의 현재 코드를 입력하세요',
    verifyTitle: '본인 인증 필요',
    verifyNow: '지금 인증',
  },
};

export default withdrawalGuardKo;
