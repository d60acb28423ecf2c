import type { FinanceServerCatalog } from './en.ts';

const financeServerKo: FinanceServerCatalog = {
  errors: {
    UPLOAD_TYPE_NOT_ALLOWED: '이 파일 형식은 사용할 수 없습니다. {{formats}} 이미지를 선택해 주세요',
    UPLOAD_TOO_LARGE: '파일이 너무 큽니다(최대 {{maxMb}} MB)',
    UPLOAD_IMAGE_INVALID: '이미지를 읽을 수 없습니다. 다른 이미지를 선택해 주세요',
    UPLOAD_IMAGE_DIMENSIONS: '이미지 크기가 너무 큽니다(최대 {{max}} 픽셀)',
    FILE_REQUIRED: '파일을 선택해 주세요',
    RECHARGE_CONFIG_INACTIVE: '충전 설정이 비활성화되었습니다',
    RECHARGE_AMOUNT_TOO_SMALL: '충전 금액은 {{min}} USDT 이상이어야 합니다',
    RECHARGE_AMOUNT_TOO_LARGE: '충전 금액은 {{max}} USDT를 초과할 수 없습니다',
    PROOF_NOT_FOUND: '결제 증빙을 찾을 수 없습니다. 다시 업로드해 주세요',
    PROOF_ALREADY_USED:
      '이 결제 증빙은 이미 다른 충전에 사용되었습니다. 충전 내역을 확인하거나 새 결제의 증빙을 업로드해 주세요',
    PROOF_ALREADY_CREDITED:
      '이 충전의 결제 증빙은 이미 충전 {{orderNo}}에 반영되었습니다. 이 충전은 거절해 주세요',
    ORDER_STATUS_CHANGED: '주문 상태가 변경되었습니다. 새로 고침해 주세요',
    WITHDRAWAL_CONFIG_INACTIVE: '이 출금 방식은 현재 사용할 수 없습니다',
    WITHDRAWAL_AMOUNT_TOO_SMALL: '출금 금액은 {{min}} {{currency}} 이상이어야 합니다',
    WITHDRAWAL_AMOUNT_TOO_LARGE: '출금 금액은 {{max}} {{currency}}를 초과할 수 없습니다',
    WITHDRAWAL_DAILY_LIMIT:
      '일일 출금 한도 {{limit}} {{currency}}를 초과합니다. 오늘은 {{remaining}} {{currency}}까지 출금할 수 있습니다',
    WITHDRAWAL_ADDRESS_INVALID: '유효한 {{network}} 주소가 아닙니다',
    WITHDRAWAL_FEE_CHANGED:
      '이 출금의 수수료가 {{fee}} {{currency}}(으)로 바뀌었습니다. 확인 후 다시 확정해 주세요',
    WITHDRAWAL_PASSWORD_NOT_SET: '먼저 출금 비밀번호를 설정해 주세요',
    WITHDRAWAL_PASSWORD_INCORRECT: '출금 비밀번호가 틀렸습니다. {{remaining}}번 남았습니다',
    WITHDRAWAL_LOCKED:
      '출금 비밀번호를 너무 많이 틀려 출금이 잠겼습니다. {{minutes}}분 후에 다시 시도해 주세요',
    WITHDRAWAL_ON_HOLD:
      '계정 보호를 위해 비밀번호 변경 후 24시간 동안 출금이 중지됩니다. {{hours}}시간 후에 다시 시도해 주세요',
    SECOND_APPROVAL_REQUIRED: '이 출금은 먼저 다른 재무 담당자의 승인이 필요합니다',
    SAME_OPERATOR: '두 번째 승인은 다른 담당자가 해야 합니다',
  },
  validation: {
    amountRequired: '금액을 입력해 주세요',
    amountInvalid: '올바른 금액을 입력해 주세요',
    configRequired: '먼저 방식을 선택해 주세요',
    proofRequired: '결제 증빙을 업로드해 주세요',
    reasonRequired: '사유를 입력해 주세요',
    addressRequired: '출금 주소를 입력해 주세요',
    addressInvalid: '주소 형식이 올바르지 않습니다',
    txIdRequired: '트랜잭션 ID를 입력해 주세요',
    withdrawalPasswordRequired: '출금 비밀번호를 입력해 주세요',
    withdrawalPasswordDigits: '출금 비밀번호는 숫자만 사용할 수 있습니다',
    withdrawalPasswordLength: '출금 비밀번호는 6자리 이상의 숫자여야 합니다',
    withdrawalPasswordSame: '새 출금 비밀번호는 현재 비밀번호와 달라야 합니다',
    currentPasswordRequired: '현재 출금 비밀번호를 입력해 주세요',
  },
  mail: {
    rechargeCompletedSubject: '{{appName}} {{amount}} USDT 충전이 입금되었습니다',
    rechargeCompletedBody:
      '충전 주문 {{orderNo}}이(가) 확인되었습니다. 수수료 {{fee}} USDT를 제외한 {{actualAmount}} USDT가 잔액에 반영되었습니다.',
    rechargeRejectedSubject: '{{appName}} 충전 주문 {{orderNo}}이(가) 거절되었습니다',
    rechargeRejectedBody:
      '충전 주문 {{orderNo}}({{amount}} USDT)이(가) 거절되었습니다. 사유: {{reason}}. 이미 결제하셨다면 결제 증빙과 함께 고객센터에 문의해 주세요.',
    rechargeFailedSubject: '{{appName}} 충전 주문 {{orderNo}}이(가) 실패했습니다',
    rechargeFailedBody:
      '충전 주문 {{orderNo}}({{amount}} USDT)이(가) 24시간 안에 확인되지 않아 종료되었습니다. 이미 결제하셨다면 고객센터에 문의해 주세요.',
    withdrawalCompletedSubject: '{{appName}} {{amount}} USDT 출금이 전송되었습니다',
    withdrawalCompletedBody:
      '출금 주문 {{orderNo}}({{amount}} USDT)이(가) {{address}}(으)로 전송되었습니다. 트랜잭션 ID: {{txId}}.',
    withdrawalRejectedSubject: '{{appName}} 출금 주문 {{orderNo}}이(가) 거절되었습니다',
    withdrawalRejectedBody:
      '출금 주문 {{orderNo}}({{amount}} USDT)이(가) 거절되어 {{total}} USDT가 사용 가능 잔액으로 반환되었습니다. 사유: {{reason}}. 궁금한 점은 고객센터에 문의해 주세요.',
    withdrawalFailedSubject: '{{appName}} 출금 주문 {{orderNo}}이(가) 실패했습니다',
    withdrawalFailedBody:
      '출금 주문 {{orderNo}}({{amount}} USDT)을(를) 완료하지 못해 {{total}} USDT가 사용 가능 잔액으로 반환되었습니다. 사유: {{reason}}. 고객센터에 문의해 주세요.',
  },
};

export default financeServerKo;
