import type { JournalTexts } from './en.ts';

const journalVi: JournalTexts = {
  kinds: {
    'demo-grant': 'Số dư ban đầu của tài khoản demo',
    'deposit-credited': 'Nạp tiền thành công',
    'withdrawal-frozen': 'Yêu cầu rút tiền: đang tạm giữ',
    'withdrawal-completed': 'Rút tiền hoàn tất',
    'withdrawal-released': 'Hủy rút tiền: đã hoàn lại số tạm giữ',
    'spot-order-hold': 'Tạm giữ cho lệnh đang mở',
    'spot-order-release': 'Lệnh kết thúc: đã hoàn lại số tạm giữ',
    'spot-buy': 'Mua {{symbol}} đã khớp',
    'spot-sell': 'Bán {{symbol}} đã khớp',
    swap: 'Đã chuyển đổi {{from}} sang {{to}}',
    'contract-open': 'Hợp đồng {{reference}} đã mở',
    'contract-won': 'Hợp đồng {{reference}} thắng',
    'contract-lost': 'Hợp đồng {{reference}} thua',
    'contract-draw': 'Hợp đồng {{reference}} hòa: hoàn lại tiền đặt',
    'contract-refund': 'Hợp đồng {{reference}} đã hoàn tiền',
    adjustment: 'Điều chỉnh số dư',
  },
  references: {
    order: 'lệnh',
    trade: 'giao dịch',
    conversion: 'chuyển đổi',
    contract: 'hợp đồng',
    deposit: 'nạp tiền',
    withdrawal: 'rút tiền',
    account: 'tài khoản',
    adjustment: 'điều chỉnh',
  },
  copied: 'Đã sao chép mã tham chiếu',
  copyReference: 'Sao chép mã tham chiếu {{reference}}',
};

export default journalVi;
