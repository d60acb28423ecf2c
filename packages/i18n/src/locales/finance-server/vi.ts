import type { FinanceServerCatalog } from './en.ts';

const financeServerVi: FinanceServerCatalog = {
  errors: {
    UPLOAD_TYPE_NOT_ALLOWED: 'Không chấp nhận loại tệp này; vui lòng chọn ảnh {{formats}}',
    UPLOAD_TOO_LARGE: 'Tệp quá lớn (tối đa {{maxMb}} MB)',
    UPLOAD_IMAGE_INVALID: 'Không đọc được ảnh, vui lòng chọn ảnh khác',
    UPLOAD_IMAGE_DIMENSIONS: 'Kích thước ảnh quá lớn (tối đa {{max}} điểm ảnh)',
    FILE_REQUIRED: 'Vui lòng chọn tệp',
    RECHARGE_CONFIG_INACTIVE: 'Cấu hình nạp tiền đã bị tắt',
    RECHARGE_AMOUNT_TOO_SMALL: 'Số tiền nạp không được nhỏ hơn {{min}} USDT',
    RECHARGE_AMOUNT_TOO_LARGE: 'Số tiền nạp không được lớn hơn {{max}} USDT',
    PROOF_NOT_FOUND: 'Không tìm thấy chứng từ thanh toán, vui lòng tải lên lại',
    PROOF_ALREADY_USED:
      'Chứng từ thanh toán này đã được dùng cho một lệnh nạp khác; vui lòng kiểm tra lịch sử nạp tiền hoặc tải lên chứng từ của một khoản thanh toán mới',
    PROOF_ALREADY_CREDITED:
      'Chứng từ thanh toán của lệnh nạp này đã được ghi có cho lệnh nạp {{orderNo}}; vui lòng từ chối lệnh này',
    ORDER_STATUS_CHANGED: 'Trạng thái lệnh đã thay đổi, vui lòng làm mới',
    WITHDRAWAL_CONFIG_INACTIVE: 'Phương thức rút tiền này hiện không khả dụng',
    WITHDRAWAL_AMOUNT_TOO_SMALL: 'Số tiền rút không được nhỏ hơn {{min}} {{currency}}',
    WITHDRAWAL_AMOUNT_TOO_LARGE: 'Số tiền rút không được lớn hơn {{max}} {{currency}}',
    WITHDRAWAL_DAILY_LIMIT:
      'Vượt quá hạn mức rút mỗi ngày {{limit}} {{currency}}; hôm nay bạn còn có thể rút {{remaining}} {{currency}}',
    WITHDRAWAL_ADDRESS_INVALID: 'Đây không phải là địa chỉ {{network}} hợp lệ',
    WITHDRAWAL_FEE_CHANGED:
      'Phí của lần rút tiền này hiện là {{fee}} {{currency}}: hãy kiểm tra và xác nhận lại',
    WITHDRAWAL_PASSWORD_NOT_SET: 'Vui lòng đặt mật khẩu rút tiền trước',
    WITHDRAWAL_PASSWORD_INCORRECT: 'Sai mật khẩu rút tiền, còn {{remaining}} lần thử',
    WITHDRAWAL_LOCKED:
      'Nhập sai mật khẩu rút tiền quá nhiều lần; chức năng rút tiền bị khóa, hãy thử lại sau {{minutes}} phút',
    WITHDRAWAL_ON_HOLD:
      'Vì an toàn, việc rút tiền tạm dừng 24 giờ sau khi đổi mật khẩu; hãy thử lại sau {{hours}} giờ',
    SECOND_APPROVAL_REQUIRED: 'Lệnh rút này cần một nhân viên tài chính khác phê duyệt trước',
    SAME_OPERATOR: 'Lần phê duyệt thứ hai phải do một nhân viên khác thực hiện',
  },
  validation: {
    amountRequired: 'Vui lòng nhập số tiền',
    amountInvalid: 'Vui lòng nhập số tiền hợp lệ',
    configRequired: 'Vui lòng chọn phương thức trước',
    proofRequired: 'Vui lòng tải lên chứng từ thanh toán',
    reasonRequired: 'Vui lòng nêu lý do',
    addressRequired: 'Vui lòng nhập địa chỉ rút tiền',
    addressInvalid: 'Định dạng địa chỉ không đúng',
    txIdRequired: 'Vui lòng nhập mã giao dịch',
    withdrawalPasswordRequired: 'Vui lòng nhập mật khẩu rút tiền',
    withdrawalPasswordDigits: 'Mật khẩu rút tiền chỉ được chứa chữ số',
    withdrawalPasswordLength: 'Mật khẩu rút tiền cần ít nhất 6 chữ số',
    withdrawalPasswordSame: 'Mật khẩu rút tiền mới phải khác mật khẩu hiện tại',
    currentPasswordRequired: 'Vui lòng nhập mật khẩu rút tiền hiện tại',
  },
  mail: {
    rechargeCompletedSubject: 'Khoản nạp {{amount}} USDT vào {{appName}} đã được ghi có',
    rechargeCompletedBody:
      'Lệnh nạp {{orderNo}} đã được xác nhận. {{actualAmount}} USDT (sau phí {{fee}} USDT) đã vào số dư của bạn.',
    rechargeRejectedSubject: 'Lệnh nạp {{orderNo}} tại {{appName}} đã bị từ chối',
    rechargeRejectedBody:
      'Lệnh nạp {{orderNo}} ({{amount}} USDT) đã bị từ chối. Lý do: {{reason}}. Nếu bạn đã thanh toán, vui lòng liên hệ bộ phận chăm sóc khách hàng kèm chứng từ thanh toán.',
    rechargeFailedSubject: 'Lệnh nạp {{orderNo}} tại {{appName}} không thành công',
    rechargeFailedBody:
      'Lệnh nạp {{orderNo}} ({{amount}} USDT) không được xác nhận trong 24 giờ và đã bị đóng. Nếu bạn đã thanh toán, vui lòng liên hệ bộ phận chăm sóc khách hàng.',
    withdrawalCompletedSubject: 'Khoản rút {{amount}} USDT từ {{appName}} đã được gửi',
    withdrawalCompletedBody:
      'Lệnh rút {{orderNo}} ({{amount}} USDT) đã được gửi tới {{address}}. Mã giao dịch: {{txId}}.',
    withdrawalRejectedSubject: 'Lệnh rút {{orderNo}} tại {{appName}} đã bị từ chối',
    withdrawalRejectedBody:
      'Lệnh rút {{orderNo}} ({{amount}} USDT) đã bị từ chối và {{total}} USDT đã được hoàn về số dư khả dụng. Lý do: {{reason}}. Nếu có thắc mắc, vui lòng liên hệ bộ phận chăm sóc khách hàng.',
    withdrawalFailedSubject: 'Lệnh rút {{orderNo}} tại {{appName}} không thành công',
    withdrawalFailedBody:
      'Lệnh rút {{orderNo}} ({{amount}} USDT) không thể hoàn tất và {{total}} USDT đã được hoàn về số dư khả dụng. Lý do: {{reason}}. Vui lòng liên hệ bộ phận chăm sóc khách hàng.',
  },
};

export default financeServerVi;
