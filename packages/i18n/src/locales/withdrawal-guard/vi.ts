import type { WithdrawalGuardCatalog } from './en.ts';

/** The second factor and the identity limit of withdrawals (vi); see ./en.ts. */
const withdrawalGuardVi: WithdrawalGuardCatalog = {
  errors: {
    WITHDRAWAL_TOTP_REQUIRED: 'Đăng nhập hai lớp đang bật: hãy nhập mã từ ứng dụng xác thực để tiếp tục',
    KYC_REQUIRED:
      'Rút trên {{limit}} {{currency}} mỗi ngày cần danh tính đã xác minh; vui lòng xác minh danh tính trước',
  },
  validation: {
    totpInvalid: 'Mã không đúng hoặc đã được sử dụng',
  },
  section: {
    codeLabel: 'Mã xác thực',
    codePlaceholder: 'Mã 6 chữ số hoặc mã khôi phục',
    codeHint: 'Đăng nhập hai lớp đang bật: hãy nhập mã hiện tại từ ứng dụng xác thực',
    verifyTitle: 'Cần xác minh danh tính',
    verifyNow: 'Xác minh ngay',
  },
};

export default withdrawalGuardVi;
