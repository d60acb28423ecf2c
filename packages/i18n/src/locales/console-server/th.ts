const consoleServerTh = {
  errors: {
    CSRF_TOKEN_INVALID: 'ไม่สามารถยืนยันเซสชันของคุณได้ โปรดโหลดหน้านี้ใหม่',
    OPERATOR_DISABLED: 'บัญชีผู้ดูแลนี้ถูกปิดใช้งาน',
    ENROLMENT_TOKEN_INVALID: 'ขั้นตอนการตั้งค่าหมดเวลาแล้ว โปรดลงชื่อเข้าใช้อีกครั้ง',
    INVITATION_INVALID: 'คำเชิญไม่ถูกต้องหรือหมดอายุแล้ว',
    LAST_OWNER: 'ไม่สามารถปิดใช้งานหรือเปลี่ยนบทบาทของเจ้าของที่ใช้งานอยู่คนสุดท้ายได้',
    OPERATOR_EXISTS: 'มีผู้ดูแลที่ใช้อีเมลนี้อยู่แล้ว',
    ACCOUNT_FROZEN: 'บัญชีของคุณถูกระงับการใช้งาน โปรดติดต่อฝ่ายบริการลูกค้า',
  },
  validation: {
    totpCodeFormat: 'กรอกรหัส 6 หลัก',
    operatorPasswordLength: 'รหัสผ่านต้องยาว 12 ถึง 128 ตัวอักษร',
    operatorNameRequired: 'โปรดกรอกชื่อ',
    reasonRequired: 'โปรดระบุเหตุผล',
    urlInvalid: 'กรอกลิงก์ที่ขึ้นต้นด้วย https:// หรือ /',
    imagePathInvalid: 'อัปโหลดรูปภาพ หรือกรอกพาธบนเซิร์ฟเวอร์นี้ที่ขึ้นต้นด้วย /',
    rateInvalid: 'กรอกอัตราระหว่าง 0 ถึง 1',
  },
  mail: {
    operatorInviteSubject: 'คำเชิญเข้าสู่คอนโซล {{appName}}',
    operatorInviteBody:
      'สวัสดี {{name}} คุณได้รับเชิญเข้าสู่คอนโซลผู้ดูแล {{appName}} ในบทบาท {{role}} โปรดเปิดลิงก์นี้ภายใน {{hours}} ชั่วโมงเพื่อตั้งรหัสผ่าน: {{link}} เมื่อลงชื่อเข้าใช้ครั้งแรก คุณจะต้องตั้งค่าแอปยืนยันตัวตน หากคุณไม่ได้คาดหวังคำเชิญนี้ โปรดเพิกเฉยต่ออีเมลฉบับนี้',
  },
};

export default consoleServerTh;
