import type { FinanceServerCatalog } from './en.ts';

const financeServerTh: FinanceServerCatalog = {
  errors: {
    UPLOAD_TYPE_NOT_ALLOWED: 'ไม่รองรับไฟล์ประเภทนี้ กรุณาเลือกรูปภาพ {{formats}}',
    UPLOAD_TOO_LARGE: 'ไฟล์มีขนาดใหญ่เกินไป (สูงสุด {{maxMb}} MB)',
    UPLOAD_IMAGE_INVALID: 'ไม่สามารถอ่านรูปภาพได้ กรุณาเลือกรูปอื่น',
    UPLOAD_IMAGE_DIMENSIONS: 'รูปภาพมีขนาดใหญ่เกินไป (สูงสุด {{max}} พิกเซล)',
    FILE_REQUIRED: 'กรุณาเลือกไฟล์',
    RECHARGE_CONFIG_INACTIVE: 'การตั้งค่าการเติมเงินถูกปิดใช้งาน',
    RECHARGE_AMOUNT_TOO_SMALL: 'จำนวนเงินเติมต้องไม่น้อยกว่า {{min}} USDT',
    RECHARGE_AMOUNT_TOO_LARGE: 'จำนวนเงินเติมต้องไม่เกิน {{max}} USDT',
    PROOF_NOT_FOUND: 'ไม่พบหลักฐานการชำระเงิน กรุณาอัปโหลดใหม่',
    PROOF_ALREADY_USED:
      'หลักฐานการชำระเงินนี้ถูกใช้กับรายการฝากอื่นแล้ว กรุณาตรวจสอบประวัติการฝาก หรืออัปโหลดหลักฐานของการชำระเงินใหม่',
    PROOF_ALREADY_CREDITED:
      'หลักฐานการชำระเงินของรายการฝากนี้ถูกใช้เติมเงินในรายการฝาก {{orderNo}} แล้ว กรุณาปฏิเสธรายการนี้',
    ORDER_STATUS_CHANGED: 'สถานะคำสั่งมีการเปลี่ยนแปลง กรุณารีเฟรช',
    WITHDRAWAL_CONFIG_INACTIVE: 'ช่องทางการถอนนี้ไม่พร้อมใช้งานในขณะนี้',
    WITHDRAWAL_AMOUNT_TOO_SMALL: 'จำนวนเงินถอนต้องไม่น้อยกว่า {{min}} {{currency}}',
    WITHDRAWAL_AMOUNT_TOO_LARGE: 'จำนวนเงินถอนต้องไม่เกิน {{max}} {{currency}}',
    WITHDRAWAL_DAILY_LIMIT:
      'เกินวงเงินถอนรายวัน {{limit}} {{currency}} วันนี้คุณยังถอนได้อีก {{remaining}} {{currency}}',
    WITHDRAWAL_ADDRESS_INVALID: 'ที่อยู่ {{network}} นี้ไม่ถูกต้อง',
    WITHDRAWAL_FEE_CHANGED: 'ค่าธรรมเนียมของการถอนนี้เปลี่ยนเป็น {{fee}} {{currency}} แล้ว โปรดตรวจสอบและยืนยันอีกครั้ง',
    WITHDRAWAL_PASSWORD_NOT_SET: 'กรุณาตั้งรหัสผ่านการถอนก่อน',
    WITHDRAWAL_PASSWORD_INCORRECT: 'รหัสผ่านการถอนไม่ถูกต้อง เหลืออีก {{remaining}} ครั้ง',
    WITHDRAWAL_LOCKED: 'ใส่รหัสผ่านการถอนผิดหลายครั้งเกินไป การถอนถูกล็อก กรุณาลองใหม่ใน {{minutes}} นาที',
    WITHDRAWAL_ON_HOLD: 'เพื่อความปลอดภัย การถอนจะถูกระงับ 24 ชั่วโมงหลังเปลี่ยนรหัสผ่าน กรุณาลองใหม่ใน {{hours}} ชั่วโมง',
    SECOND_APPROVAL_REQUIRED: 'การถอนนี้ต้องได้รับอนุมัติจากเจ้าหน้าที่การเงินอีกคนก่อน',
    SAME_OPERATOR: 'การอนุมัติครั้งที่สองต้องทำโดยเจ้าหน้าที่คนอื่น',
  },
  validation: {
    amountRequired: 'กรุณากรอกจำนวนเงิน',
    amountInvalid: 'กรุณากรอกจำนวนเงินที่ถูกต้อง',
    configRequired: 'กรุณาเลือกช่องทางก่อน',
    proofRequired: 'กรุณาอัปโหลดหลักฐานการชำระเงิน',
    reasonRequired: 'กรุณาระบุเหตุผล',
    addressRequired: 'กรุณากรอกที่อยู่สำหรับถอน',
    addressInvalid: 'รูปแบบที่อยู่ไม่ถูกต้อง',
    txIdRequired: 'กรุณากรอกรหัสธุรกรรม',
    withdrawalPasswordRequired: 'กรุณากรอกรหัสผ่านการถอน',
    withdrawalPasswordDigits: 'รหัสผ่านการถอนต้องเป็นตัวเลขเท่านั้น',
    withdrawalPasswordLength: 'รหัสผ่านการถอนต้องมีตัวเลขอย่างน้อย 6 หลัก',
    withdrawalPasswordSame: 'รหัสผ่านการถอนใหม่ต้องไม่ซ้ำกับรหัสปัจจุบัน',
    currentPasswordRequired: 'กรุณากรอกรหัสผ่านการถอนปัจจุบัน',
  },
  mail: {
    rechargeCompletedSubject: 'ยอดเติมเงิน {{amount}} USDT ใน {{appName}} เข้าบัญชีแล้ว',
    rechargeCompletedBody:
      'คำสั่งเติมเงิน {{orderNo}} ได้รับการยืนยันแล้ว {{actualAmount}} USDT (หลังหักค่าธรรมเนียม {{fee}} USDT) เข้ายอดคงเหลือของคุณแล้ว',
    rechargeRejectedSubject: 'คำสั่งเติมเงิน {{orderNo}} ใน {{appName}} ถูกปฏิเสธ',
    rechargeRejectedBody:
      'คำสั่งเติมเงิน {{orderNo}} ({{amount}} USDT) ถูกปฏิเสธ เหตุผล: {{reason}} หากคุณชำระเงินแล้ว กรุณาติดต่อฝ่ายบริการลูกค้าพร้อมหลักฐานการชำระเงิน',
    rechargeFailedSubject: 'คำสั่งเติมเงิน {{orderNo}} ใน {{appName}} ไม่สำเร็จ',
    rechargeFailedBody:
      'คำสั่งเติมเงิน {{orderNo}} ({{amount}} USDT) ไม่ได้รับการยืนยันภายใน 24 ชั่วโมงและถูกปิดแล้ว หากคุณชำระเงินแล้ว กรุณาติดต่อฝ่ายบริการลูกค้า',
    withdrawalCompletedSubject: 'การถอน {{amount}} USDT จาก {{appName}} ถูกส่งแล้ว',
    withdrawalCompletedBody:
      'คำสั่งถอน {{orderNo}} ({{amount}} USDT) ถูกส่งไปยัง {{address}} แล้ว รหัสธุรกรรม: {{txId}}',
    withdrawalRejectedSubject: 'คำสั่งถอน {{orderNo}} ใน {{appName}} ถูกปฏิเสธ',
    withdrawalRejectedBody:
      'คำสั่งถอน {{orderNo}} ({{amount}} USDT) ถูกปฏิเสธ และ {{total}} USDT ถูกคืนเข้ายอดที่ใช้ได้ของคุณแล้ว เหตุผล: {{reason}} หากมีข้อสงสัย กรุณาติดต่อฝ่ายบริการลูกค้า',
    withdrawalFailedSubject: 'คำสั่งถอน {{orderNo}} ใน {{appName}} ไม่สำเร็จ',
    withdrawalFailedBody:
      'คำสั่งถอน {{orderNo}} ({{amount}} USDT) ไม่สามารถดำเนินการให้เสร็จได้ และ {{total}} USDT ถูกคืนเข้ายอดที่ใช้ได้ของคุณแล้ว เหตุผล: {{reason}} กรุณาติดต่อฝ่ายบริการลูกค้า',
  },
};

export default financeServerTh;
