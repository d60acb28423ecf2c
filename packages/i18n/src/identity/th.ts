export const identityErrors = {
  TOTP_REQUIRED: 'กรอกรหัสจากแอปยืนยันตัวตนของคุณ',
  TOTP_INVALID: 'รหัสไม่ถูกต้องหรือถูกใช้ไปแล้ว',
  TWO_FACTOR_ALREADY_ENABLED: 'เปิดการเข้าสู่ระบบสองขั้นตอนอยู่แล้ว',
  TWO_FACTOR_NOT_ENABLED: 'ยังไม่ได้เปิดการเข้าสู่ระบบสองขั้นตอน',
  TWO_FACTOR_SETUP_REQUIRED: 'โปรดเริ่มการตั้งค่าใหม่อีกครั้ง',
  WITHDRAWALS_HELD: 'ระงับการถอนเงินถึง {{until}} เนื่องจากการตั้งค่าความปลอดภัยของคุณถูกรีเซ็ต',
  KYC_ALREADY_PENDING: 'การยืนยันตัวตนของคุณอยู่ระหว่างการตรวจสอบแล้ว',
  KYC_ALREADY_VERIFIED: 'ยืนยันตัวตนของคุณเรียบร้อยแล้ว',
  SUPPORT_TOO_MANY_MESSAGES: 'คุณส่งข้อความเร็วเกินไป โปรดรอสักครู่',
};

export const identityValidation = {
  totpRequired: 'โปรดกรอกรหัส',
};

export const identityPageTitles = {
  security: 'ความปลอดภัยของบัญชี',
};

export const identitySections = {
  twoFactor: {
    title: 'การเข้าสู่ระบบสองขั้นตอน',
    on: 'เปิด',
    off: 'ปิด',
    intro: 'ปกป้องบัญชีของคุณด้วยรหัส 6 หลักจากแอปยืนยันตัวตนทุกครั้งที่เข้าสู่ระบบหรือถอนเงิน',
    start: 'ตั้งค่า',
    scanQr: 'สแกนคิวอาร์โค้ดนี้ด้วยแอปยืนยันตัวตนของคุณ',
    orEnterKey: 'หรือกรอกคีย์นี้ด้วยตนเอง',
    copyKey: 'คัดลอกคีย์',
    code: 'รหัส',
    codePlaceholder: 'รหัส 6 หลัก',
    turnOn: 'เปิดใช้งาน',
    enabled: 'เปิดการเข้าสู่ระบบสองขั้นตอนแล้ว',
    recoveryTitle: 'รหัสกู้คืน',
    recoveryHint: 'แต่ละรหัสใช้ได้ครั้งเดียวหากโทรศัพท์ของคุณสูญหาย โปรดเก็บไว้ในที่ปลอดภัยตอนนี้ เพราะจะไม่แสดงอีก',
    recoverySaved: 'บันทึกไว้แล้ว',
    copyCodes: 'คัดลอกรหัส',
    recoveryLeft: 'รหัสกู้คืนที่เหลือ: {{count}}',
    turnOff: 'ปิดใช้งาน',
    turnOffHint: 'กรอกรหัสจากแอปหรือรหัสกู้คืนเพื่อปิดการเข้าสู่ระบบสองขั้นตอน',
    disabled: 'ปิดการเข้าสู่ระบบสองขั้นตอนแล้ว',
    loginTitle: 'การยืนยันสองขั้นตอน',
    loginHint: 'กรอกรหัส 6 หลักจากแอปยืนยันตัวตน หรือรหัสกู้คืนรหัสใดรหัสหนึ่งของคุณ',
    copied: 'คัดลอกแล้ว',
    copyFailed: 'คัดลอกไม่สำเร็จ โปรดคัดลอกด้วยตนเอง',
  },
  account: {
    identity: 'การยืนยันตัวตน',
    withdrawalPassword: 'รหัสผ่านการถอนเงิน',
    set: 'ตั้งค่าแล้ว',
    notSet: 'ยังไม่ได้ตั้งค่า',
    invited: 'จำนวนผู้ที่เชิญ',
    shareLink: 'ลิงก์เชิญ',
    copy: 'คัดลอก',
    inviteQr: 'คิวอาร์โค้ดเชิญ',
    sessions: 'อุปกรณ์ที่เข้าสู่ระบบอยู่',
    thisDevice: 'อุปกรณ์นี้',
    signOutOthers: 'ออกจากระบบในอุปกรณ์อื่นทั้งหมด',
    signOutOthersConfirm: 'ออกจากระบบในอุปกรณ์อื่นทั้งหมดหรือไม่',
    signedOutOthers: 'ออกจากระบบในอุปกรณ์อื่นแล้ว',
    noOtherSessions: 'ไม่มีอุปกรณ์อื่นที่เข้าสู่ระบบอยู่',
    signIns: 'การเข้าสู่ระบบล่าสุด',
    unknownDevice: 'อุปกรณ์ที่ไม่รู้จัก',
    loadFailed: 'โหลดไม่สำเร็จ แตะเพื่อลองอีกครั้ง',
  },
  realName: {
    unverified: 'ยังไม่ยืนยัน',
    pending: 'กำลังตรวจสอบ',
    verified: 'ยืนยันแล้ว',
    rejected: 'ยืนยันไม่สำเร็จ',
  },
};
