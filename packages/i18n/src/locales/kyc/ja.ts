import type { KycTexts } from './en.ts';

const kycJa: KycTexts = {
  intro:
    '本人確認を完了すると、出金上限が引き上げられます。ご提供の情報は暗号化して保存され、コンプライアンス担当者のみが確認します。',
  realName: '氏名',
  realNamePlaceholder: '本人確認書類に記載の氏名',
  idType: '書類の種類',
  idTypes: {
    national_id: '身分証明書',
    passport: 'パスポート',
  },
  idNumber: '書類番号',
  idNumberPlaceholder: '書類に記載の番号',
  front: '書類の表面',
  back: '書類の裏面',
  photoHint: 'JPG または PNG、5 MB まで。四隅が写り、文字が読み取れるものをお選びください',
  choosePhoto: '写真を選択',
  replacePhoto: '変更',
  frontPreview: '書類の表面のプレビュー',
  backPreview: '書類の裏面のプレビュー',
  submit: '審査に提出',
  submitted: '提出しました。まもなく審査いたします',
  uploadFailed: 'アップロードに失敗しました',
  pendingTitle: '審査中',
  pendingText:
    '{{time}} に書類を受け付けました。審査は通常 1 営業日以内に完了し、このページは自動で更新されます。',
  verifiedTitle: '認証済み',
  verifiedText: '本人確認が完了しました。',
  verifiedAt: '認証日時',
  rejectedTitle: '認証に失敗しました',
  reason: '理由',
  defaultReason: '書類を確認できませんでした。内容をご確認のうえ、再度ご提出ください。',
  retry: '修正して再提出',
  loadFailed: '読み込みに失敗しました。タップして再試行',
  avatar: {
    change: 'プロフィール写真を変更',
    alt: 'プロフィール写真',
    selectFailed: '画像を選択できませんでした：10 MB 以下の JPG、PNG、GIF を選んでください',
    uploadFailed: 'アップロードに失敗しました',
    updated: 'プロフィール写真を更新しました',
  },
  rules: {
    nameRequired: '氏名を入力してください',
    nameTooLong: '氏名が長すぎます',
    idNumberRequired: '書類番号を入力してください',
    idNumberInvalid: '正しい書類番号を入力してください',
    frontRequired: '書類の表面の写真をアップロードしてください',
    backRequired: '書類の裏面の写真をアップロードしてください',
    photoType: '画像を選択できませんでした：JPG または PNG の写真を選んでください',
    photoSize: '画像を選択できませんでした：写真は 5 MB 以下にしてください',
  },
};

export default kycJa;
