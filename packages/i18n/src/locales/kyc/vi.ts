import type { KycTexts } from './en.ts';

const kycVi: KycTexts = {
  intro:
    'Xác minh danh tính để được nâng hạn mức rút tiền. Thông tin của bạn được mã hóa và chỉ bộ phận tuân thủ mới xem được.',
  realName: 'Họ và tên',
  realNamePlaceholder: 'Họ tên như trên giấy tờ',
  idType: 'Loại giấy tờ',
  idTypes: {
    national_id: 'CMND/CCCD',
    passport: 'Hộ chiếu',
  },
  idNumber: 'Số giấy tờ',
  idNumberPlaceholder: 'Số in trên giấy tờ',
  front: 'Ảnh mặt trước giấy tờ',
  back: 'Ảnh mặt sau giấy tờ',
  photoHint: 'JPG hoặc PNG, tối đa 5 MB; thấy rõ bốn góc và chữ đọc được',
  choosePhoto: 'Chọn ảnh',
  replacePhoto: 'Đổi ảnh',
  frontPreview: 'Xem trước mặt trước giấy tờ',
  backPreview: 'Xem trước mặt sau giấy tờ',
  submit: 'Gửi xét duyệt',
  submitted: 'Đã gửi, chúng tôi sẽ sớm xét duyệt',
  uploadFailed: 'Tải lên thất bại',
  pendingTitle: 'Đang xét duyệt',
  pendingText:
    'Chúng tôi đã nhận giấy tờ của bạn lúc {{time}}. Việc xét duyệt thường mất chưa đến một ngày làm việc; trang này sẽ tự cập nhật.',
  verifiedTitle: 'Đã xác minh',
  verifiedText: 'Danh tính của bạn đã được xác minh.',
  verifiedAt: 'Thời gian xác minh',
  rejectedTitle: 'Xác minh thất bại',
  reason: 'Lý do',
  defaultReason: 'Không thể xác minh giấy tờ của bạn. Vui lòng kiểm tra và gửi lại.',
  retry: 'Sửa và gửi lại',
  loadFailed: 'Tải thất bại, chạm để thử lại',
  avatar: {
    change: 'Đổi ảnh đại diện',
    alt: 'Ảnh đại diện',
    selectFailed: 'Chọn ảnh thất bại: hãy chọn ảnh JPG, PNG hoặc GIF tối đa 10 MB',
    uploadFailed: 'Tải lên thất bại',
    updated: 'Đã cập nhật ảnh đại diện',
  },
  rules: {
    nameRequired: 'Vui lòng nhập họ và tên',
    nameTooLong: 'Họ tên quá dài',
    idNumberRequired: 'Vui lòng nhập số giấy tờ',
    idNumberInvalid: 'Vui lòng nhập số giấy tờ hợp lệ',
    frontRequired: 'Vui lòng tải lên ảnh mặt trước giấy tờ',
    backRequired: 'Vui lòng tải lên ảnh mặt sau giấy tờ',
    photoType: 'Chọn ảnh thất bại: vui lòng chọn ảnh JPG hoặc PNG',
    photoSize: 'Chọn ảnh thất bại: ảnh không được quá 5 MB',
  },
};

export default kycVi;
