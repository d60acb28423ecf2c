import type { WithdrawalGuardCatalog } from './en.ts';

/** The second factor and the identity limit of withdrawals (th); see ./en.ts. */
const withdrawalGuardTh: WithdrawalGuardCatalog = {
  errors: {
    WITHDRAWAL_TOTP_REQUIRED: 'เปิดใช้การเข้าสู่ระบบสองขั้นตอนอยู่ กรุณากรอกรหัสจากแอปยืนยันตัวตนเพื่อดำเนินการต่อ',
    KYC_REQUIRED: 'การถอนเกิน {{limit}} {{currency}} ต่อวันต้องยืนยันตัวตนก่อน กรุณายืนยันตัวตนของคุณก่อน',
  },
  validation: {
    totpInvalid: 'รหัสไม่ถูกต้องหรือถูกใช้ไปแล้ว',
  },
  section: {
    codeLabel: 'รหัสยืนยันตัวตน',
    codePlaceholder: 'รหัส 6 หลักหรือรหัสกู้คืน',
    codeHint: 'เปิดใช้การเข้าสู่ระบบสองขั้นตอนอยู่ กรุณากรอกรหัสปัจจุบันจากแอปยืนยันตัวตน',
    verifyTitle: 'ต้องยืนยันตัวตน',
    verifyNow: 'ยืนยันตอนนี้',
  },
};

export default withdrawalGuardTh;
