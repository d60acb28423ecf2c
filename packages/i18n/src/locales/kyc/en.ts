/**
 * English texts of the real-name verification page (/pages/profile/realname-auth). Kept in a file of
 * their own so the kyc slice grows no shared catalog; each locale holds its file under `kyc`, and every
 * other locale's kyc file must have exactly these keys (typed below).
 */
const kycEn = {
  intro:
    'Verify your identity to unlock higher withdrawal limits. Your details are encrypted and only seen by our compliance team.',
  realName: 'Real name',
  realNamePlaceholder: 'Your name as on the document',
  idType: 'Document type',
  idTypes: {
    national_id: 'ID card',
    passport: 'Passport',
  },
  idNumber: 'ID number',
  idNumberPlaceholder: 'The number on the document',
  front: 'ID front photo',
  back: 'ID back photo',
  photoHint: 'JPG or PNG, up to 5 MB; all four corners visible and the text readable',
  choosePhoto: 'Choose photo',
  replacePhoto: 'Replace',
  frontPreview: 'Preview of the front of your document',
  backPreview: 'Preview of the back of your document',
  submit: 'Submit for review',
  submitted: 'Submitted, we will review it shortly',
  uploadFailed: 'Upload failed',
  pendingTitle: 'Under review',
  pendingText:
    'We received your documents on {{time}}. Review usually takes less than one working day; this page updates by itself.',
  verifiedTitle: 'Verified',
  verifiedText: 'Your identity has been verified.',
  verifiedAt: 'Verified on',
  rejectedTitle: 'Verification failed',
  reason: 'Reason',
  defaultReason: 'The documents could not be verified. Please check them and submit again.',
  retry: 'Edit and resubmit',
  loadFailed: 'Failed to load, tap to retry',
  /** The profile photo on the personal centre (POST /user/avatar). */
  avatar: {
    change: 'Change your photo',
    alt: 'Profile photo',
    selectFailed: 'Failed to select image: choose a JPG, PNG or GIF of at most 10 MB',
    uploadFailed: 'Upload failed',
    updated: 'Photo updated',
  },
  rules: {
    nameRequired: 'Please enter your real name',
    nameTooLong: 'The name is too long',
    idNumberRequired: 'Please enter your ID number',
    idNumberInvalid: 'Please enter a valid ID number',
    frontRequired: 'Please upload the front photo of your ID',
    backRequired: 'Please upload the back photo of your ID',
    photoType: 'Failed to select image: please choose a JPG or PNG photo',
    photoSize: 'Failed to select image: the photo must be at most 5 MB',
  },
};

export type KycTexts = typeof kycEn;
export default kycEn;
