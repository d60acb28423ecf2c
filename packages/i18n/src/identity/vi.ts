export const identityErrors = {
  TOTP_REQUIRED: 'Nhập mã từ ứng dụng xác thực của bạn',
  TOTP_INVALID: 'Mã không đúng hoặc đã được sử dụng',
  TWO_FACTOR_ALREADY_ENABLED: 'Đăng nhập hai bước đã được bật',
  TWO_FACTOR_NOT_ENABLED: 'Đăng nhập hai bước chưa được bật',
  TWO_FACTOR_SETUP_REQUIRED: 'Vui lòng bắt đầu thiết lập lại',
  WITHDRAWALS_HELD: 'Rút tiền bị tạm dừng đến {{until}} vì cài đặt bảo mật của bạn đã được đặt lại',
  KYC_ALREADY_PENDING: 'Yêu cầu xác minh của bạn đang được xét duyệt',
  KYC_ALREADY_VERIFIED: 'Danh tính của bạn đã được xác minh',
  SUPPORT_TOO_MANY_MESSAGES: 'Bạn gửi tin nhắn quá nhanh, vui lòng đợi một chút',
};

export const identityValidation = {
  totpRequired: 'Vui lòng nhập mã',
};

export const identityPageTitles = {
  security: 'Bảo mật tài khoản',
};

export const identitySections = {
  twoFactor: {
    title: 'Đăng nhập hai bước',
    on: 'Bật',
    off: 'Tắt',
    intro: 'Bảo vệ tài khoản bằng mã 6 chữ số từ ứng dụng xác thực mỗi khi đăng nhập hoặc rút tiền.',
    start: 'Thiết lập',
    scanQr: 'Quét mã QR này bằng ứng dụng xác thực của bạn',
    orEnterKey: 'Hoặc nhập khóa này thủ công',
    copyKey: 'Sao chép khóa',
    code: 'Mã',
    codePlaceholder: 'Mã 6 chữ số',
    turnOn: 'Bật',
    enabled: 'Đã bật đăng nhập hai bước',
    recoveryTitle: 'Mã khôi phục',
    recoveryHint:
      'Mỗi mã dùng được một lần nếu bạn mất điện thoại. Hãy lưu chúng ở nơi an toàn ngay bây giờ: chúng sẽ không hiển thị lại.',
    recoverySaved: 'Tôi đã lưu',
    copyCodes: 'Sao chép mã',
    recoveryLeft: 'Số mã khôi phục còn lại: {{count}}',
    turnOff: 'Tắt',
    turnOffHint: 'Nhập mã từ ứng dụng hoặc một mã khôi phục để tắt đăng nhập hai bước.',
    disabled: 'Đã tắt đăng nhập hai bước',
    loginTitle: 'Xác minh hai bước',
    loginHint: 'Nhập mã 6 chữ số từ ứng dụng xác thực hoặc một trong các mã khôi phục của bạn.',
    copied: 'Đã sao chép',
    copyFailed: 'Sao chép thất bại, vui lòng sao chép thủ công',
  },
  account: {
    identity: 'Xác minh danh tính',
    withdrawalPassword: 'Mật khẩu rút tiền',
    set: 'Đã đặt',
    notSet: 'Chưa đặt',
    invited: 'Số người đã mời',
    shareLink: 'Liên kết mời',
    copy: 'Sao chép',
    inviteQr: 'Mã QR mời',
    sessions: 'Thiết bị đang đăng nhập',
    thisDevice: 'Thiết bị này',
    signOutOthers: 'Đăng xuất khỏi mọi thiết bị khác',
    signOutOthersConfirm: 'Đăng xuất khỏi tất cả thiết bị khác?',
    signedOutOthers: 'Đã đăng xuất khỏi các thiết bị khác',
    noOtherSessions: 'Không có thiết bị nào khác đang đăng nhập',
    signIns: 'Lần đăng nhập gần đây',
    unknownDevice: 'Thiết bị không xác định',
    loadFailed: 'Tải thất bại, chạm để thử lại',
  },
  realName: {
    unverified: 'Chưa xác minh',
    pending: 'Đang xét duyệt',
    verified: 'Đã xác minh',
    rejected: 'Xác minh thất bại',
  },
};
