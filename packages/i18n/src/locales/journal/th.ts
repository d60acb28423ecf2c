import type { JournalTexts } from './en.ts';

const journalTh: JournalTexts = {
  kinds: {
    'demo-grant': 'ยอดเริ่มต้นของบัญชีทดลอง',
    'deposit-credited': 'ฝากเงินเข้าแล้ว',
    'withdrawal-frozen': 'แจ้งถอนเงิน: กันเงินไว้แล้ว',
    'withdrawal-completed': 'ถอนเงินสำเร็จ',
    'withdrawal-released': 'ยกเลิกการถอน: คืนเงินที่กันไว้',
    'spot-order-hold': 'กันเงินไว้สำหรับคำสั่งที่เปิดอยู่',
    'spot-order-release': 'คำสั่งสิ้นสุด: คืนเงินที่กันไว้',
    'spot-buy': 'ซื้อ {{symbol}} จับคู่แล้ว',
    'spot-sell': 'ขาย {{symbol}} จับคู่แล้ว',
    swap: 'แลก {{from}} เป็น {{to}}',
    'contract-open': 'สัญญา {{reference}} เปิดแล้ว',
    'contract-won': 'สัญญา {{reference}} ชนะ',
    'contract-lost': 'สัญญา {{reference}} แพ้',
    'contract-draw': 'สัญญา {{reference}} เสมอ: คืนเงินลงทุน',
    'contract-refund': 'สัญญา {{reference}} คืนเงินแล้ว',
    adjustment: 'ปรับยอดคงเหลือ',
  },
  references: {
    order: 'คำสั่ง',
    trade: 'การซื้อขาย',
    conversion: 'การแลก',
    contract: 'สัญญา',
    deposit: 'การฝาก',
    withdrawal: 'การถอน',
    account: 'บัญชี',
    adjustment: 'การปรับยอด',
  },
  copied: 'คัดลอกเลขอ้างอิงแล้ว',
  copyReference: 'คัดลอกเลขอ้างอิง {{reference}}',
};

export default journalTh;
