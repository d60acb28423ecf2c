const consoleServerVi = {
  errors: {
    CSRF_TOKEN_INVALID: 'Không thể xác nhận phiên của bạn, vui lòng tải lại trang',
    OPERATOR_DISABLED: 'Tài khoản quản trị viên này đã bị vô hiệu hóa',
    ENROLMENT_TOKEN_INVALID: 'Bước thiết lập đã hết hạn, vui lòng đăng nhập lại',
    INVITATION_INVALID: 'Lời mời không hợp lệ hoặc đã hết hạn',
    LAST_OWNER: 'Không thể vô hiệu hóa hoặc đổi vai trò của chủ sở hữu đang hoạt động cuối cùng',
    OPERATOR_SELF_DISABLE:
      'Bạn không thể vô hiệu hóa tài khoản của chính mình: một chủ sở hữu khác phải làm việc này',
    OPERATOR_EXISTS: 'Đã có quản trị viên dùng địa chỉ e-mail này',
    INVITATION_NOT_PENDING: 'Lời mời này đã được chấp nhận, đã bị thu hồi hoặc đã hết hạn',
    OPERATOR_CANNOT_ANSWER:
      'Nhân viên vận hành này không thể trả lời các cuộc trò chuyện chăm sóc khách hàng',
    ACCOUNT_FROZEN: 'Tài khoản của bạn đã bị đóng băng. Vui lòng liên hệ bộ phận chăm sóc khách hàng',
    ACCOUNT_FROZEN_SIGNED_OUT:
      'Tài khoản của bạn đã bị đóng băng. Vui lòng liên hệ bộ phận chăm sóc khách hàng',
    WITHDRAWAL_ACCOUNT_FROZEN:
      'Tài khoản của người dùng này đang bị đóng băng: không thể nhận xử lý, phê duyệt hoặc chi trả lệnh rút này. Hãy từ chối để hoàn tiền về số dư của người dùng, hoặc mở băng tài khoản trước',
  },
  validation: {
    totpCodeFormat: 'Nhập mã gồm 6 chữ số',
    operatorPasswordLength: 'Mật khẩu phải dài từ 12 đến 128 ký tự',
    operatorNameRequired: 'Vui lòng nhập tên',
    reasonRequired: 'Vui lòng nêu lý do',
    urlInvalid: 'Nhập liên kết bắt đầu bằng https:// hoặc /',
    imagePathInvalid: 'Tải ảnh lên hoặc nhập đường dẫn trên máy chủ này bắt đầu bằng /',
    imageNotUploaded:
      'Hãy tải lại ảnh này lên tại đây: chỉ ảnh được tải lên trong bảng điều khiển mới được hiển thị',
    contractPeriod: 'Kỳ hạn là 30, 60, 300 hoặc 900 giây',
    contractPeriodDuplicate: 'Mỗi kỳ hạn chỉ được nêu một lần',
    contractPeriodsNoneEnabled: 'Hãy bật ít nhất một kỳ hạn',
    contractAmountInvalid: 'Nhập số tiền lớn hơn 0, tối đa 18 chữ số phần nguyên và 8 chữ số thập phân',
    payoutRateInvalid: 'Nhập tỷ lệ trả thưởng lớn hơn 0 và tối đa 10, tối đa 18 chữ số thập phân',
    feeRateInvalid: 'Nhập mức phí từ 0 đến dưới 1, tối đa 18 chữ số thập phân',
    networkAddressInvalid: 'Đây không phải là địa chỉ {{network}} hợp lệ',
    maxBelowMin: 'Số tiền tối đa phải ít nhất bằng số tiền tối thiểu',
    dailyLimitBelowMin: 'Hạn mức mỗi ngày phải ít nhất bằng số tiền tối thiểu',
  },
  mail: {
    operatorInviteSubject: 'Lời mời tham gia bảng điều khiển {{appName}}',
    operatorInviteBody:
      'Xin chào {{name}}, bạn được mời tham gia bảng điều khiển quản trị {{appName}} với vai trò {{role}}. Hãy mở liên kết này trong vòng {{hours}} giờ để đặt mật khẩu: {{link}} Ở lần đăng nhập đầu tiên, bạn sẽ thiết lập ứng dụng xác thực. Nếu bạn không mong đợi lời mời này, hãy bỏ qua e-mail.',
  },
};

export default consoleServerVi;
