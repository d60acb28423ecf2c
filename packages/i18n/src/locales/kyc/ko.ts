import type { KycTexts } from './en.ts';

const kycKo: KycTexts = {
  intro:
    '실명 인증을 완료하면 더 높은 출금 한도를 이용할 수 있습니다. 입력하신 정보는 암호화되어 보관되며 컴플라이언스 팀만 확인합니다.',
  realName: '실명',
  realNamePlaceholder: '신분증에 기재된 이름',
  idType: '신분증 종류',
  idTypes: {
    national_id: '신분증',
    passport: '여권',
  },
  idNumber: '신분증 번호',
  idNumberPlaceholder: '신분증에 기재된 번호',
  front: '신분증 앞면 사진',
  back: '신분증 뒷면 사진',
  photoHint: 'JPG 또는 PNG, 최대 5 MB. 네 모서리가 모두 보이고 글자가 선명해야 합니다',
  choosePhoto: '사진 선택',
  replacePhoto: '변경',
  frontPreview: '신분증 앞면 미리보기',
  backPreview: '신분증 뒷면 미리보기',
  submit: '심사 요청',
  submitted: '제출되었습니다. 곧 심사하겠습니다',
  uploadFailed: '업로드에 실패했습니다',
  pendingTitle: '심사 중',
  pendingText:
    '{{time}}에 서류를 받았습니다. 심사는 보통 영업일 기준 하루 이내에 완료되며, 이 페이지는 자동으로 업데이트됩니다.',
  verifiedTitle: '인증 완료',
  verifiedText: '본인 인증이 완료되었습니다.',
  verifiedAt: '인증 일시',
  rejectedTitle: '인증 실패',
  reason: '사유',
  defaultReason: '서류를 확인할 수 없습니다. 내용을 확인한 후 다시 제출해 주세요.',
  retry: '수정 후 다시 제출',
  loadFailed: '불러오지 못했습니다. 눌러서 다시 시도',
  avatar: {
    change: '프로필 사진 변경',
    alt: '프로필 사진',
    selectFailed: '이미지를 선택하지 못했습니다: 10 MB 이하의 JPG, PNG, GIF를 선택해 주세요',
    uploadFailed: '업로드에 실패했습니다',
    updated: '프로필 사진이 변경되었습니다',
  },
  rules: {
    nameRequired: '실명을 입력해 주세요',
    nameTooLong: '이름이 너무 깁니다',
    idNumberRequired: '신분증 번호를 입력해 주세요',
    idNumberInvalid: '올바른 신분증 번호를 입력해 주세요',
    frontRequired: '신분증 앞면 사진을 올려 주세요',
    backRequired: '신분증 뒷면 사진을 올려 주세요',
    photoType: '이미지를 선택하지 못했습니다: JPG 또는 PNG 사진을 선택해 주세요',
    photoSize: '이미지를 선택하지 못했습니다: 사진은 5 MB 이하여야 합니다',
  },
};

export default kycKo;
