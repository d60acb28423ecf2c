/**
 * Texts of the identity and support slice (second factor, account security, real-name verification,
 * customer service), spread into the locale catalog: errors into `errors`, validation into
 * `validation`, the rest as top-level sections.
 */
export const identityErrors = {
  TOTP_REQUIRED: 'Enter the code from your authenticator app',
  TOTP_INVALID: 'The code is wrong or has already been used',
  TWO_FACTOR_ALREADY_ENABLED: 'Two-factor sign-in is already on',
  TWO_FACTOR_NOT_ENABLED: 'Two-factor sign-in is not on',
  TWO_FACTOR_SETUP_REQUIRED: 'Please start the setup again',
  WITHDRAWALS_HELD: 'Withdrawals are paused until {{until}} because your security settings were reset',
  KYC_ALREADY_PENDING: 'Your verification is already under review',
  KYC_ALREADY_VERIFIED: 'Your identity is already verified',
  SUPPORT_TOO_MANY_MESSAGES: 'You are sending messages too fast, please wait a moment',
};

export const identityValidation = {
  realNameRequired: 'Please enter your real name',
  idNumberRequired: 'Please enter your ID number',
  idNumberInvalid: 'Invalid ID number',
  idFrontRequired: 'Please upload the front of your ID',
  idBackRequired: 'Please upload the back of your ID',
  supportTextRequired: 'Please write a message',
  supportTextTooLong: 'A message can be at most 2000 characters',
  supportTextOrImage: 'Write a message or choose an image',
  totpRequired: 'Please enter the code',
  unsupportedLocale: 'Choose one of the languages offered',
};

export const identityPageTitles = {
  security: 'Account security',
};

export const identitySections = {
  kycMail: {
    approvedSubject: 'Your identity is verified',
    approvedBody:
      'Hello {{account}},\n\nyour identity verification on {{appName}} was approved. Higher withdrawal limits are now open to you.\n\nIf you did not submit documents, contact customer service at once.',
    rejectedSubject: 'Your identity verification was not approved',
    rejectedBody:
      'Hello {{account}},\n\nwe could not approve your identity verification on {{appName}}.\n\nReason: {{reason}}\n\nYou can correct your details and submit again in the personal centre.',
  },
  twoFactor: {
    resetMailSubject: 'Your two-factor sign-in was reset',
    resetMailBody:
      'An operator reset the two-factor sign-in of your account {{account}} at your request. You can now sign in with your password and set it up again in the personal centre. For your safety, withdrawals are paused until {{until}} (UTC). If you did not ask for this, contact customer service at once.',
    title: 'Two-factor sign-in',
    on: 'On',
    off: 'Off',
    intro:
      'Protect your account with a 6-digit code from an authenticator app each time you sign in or withdraw.',
    start: 'Set up',
    scanQr: 'Scan this QR code with your authenticator app',
    orEnterKey: 'Or enter this key by hand',
    copyKey: 'Copy key',
    code: 'Code',
    codePlaceholder: '6-digit code',
    turnOn: 'Turn on',
    enabled: 'Two-factor sign-in is on',
    recoveryTitle: 'Recovery codes',
    recoveryHint:
      'Each code works once if you lose your phone. Save them somewhere safe now: they will not be shown again.',
    recoverySaved: 'I have saved them',
    copyCodes: 'Copy codes',
    recoveryLeft: 'Recovery codes left: {{count}}',
    turnOff: 'Turn off',
    turnOffHint: 'Enter a code from your app or a recovery code to turn two-factor sign-in off.',
    disabled: 'Two-factor sign-in is off',
    loginTitle: 'Two-factor verification',
    loginHint: 'Enter the 6-digit code from your authenticator app, or one of your recovery codes.',
    copied: 'Copied',
    copyFailed: 'Copy failed, please copy manually',
  },
  account: {
    identity: 'Identity verification',
    withdrawalPassword: 'Withdrawal password',
    set: 'Set',
    notSet: 'Not set',
    invited: 'People invited',
    shareLink: 'Invitation link',
    copy: 'Copy',
    inviteQr: 'Invitation QR code',
    sessions: 'Active sessions',
    thisDevice: 'This device',
    signOutOthers: 'Sign out everywhere else',
    signOutOthersConfirm: 'Sign out all other devices?',
    signedOutOthers: 'Other devices signed out',
    noOtherSessions: 'No other devices are signed in',
    signIns: 'Recent sign-ins',
    unknownDevice: 'Unknown device',
    loadFailed: 'Failed to load, tap to retry',
  },
  realName: {
    unverified: 'Not verified',
    pending: 'Under review',
    verified: 'Verified',
    rejected: 'Verification failed',
  },
  support: {
    unreadBadge: 'Unread messages: {{count}}',
    quick: {
      deposit: 'How long does a deposit take?',
      withdrawal: 'Why is my withdrawal still pending?',
      verification: 'How do I verify my identity?',
      account: 'I cannot log in to my account',
    },
    loginPrompt: 'Log in to chat with customer service',
    logIn: 'Log in',
    placeholder: 'Type a message',
    send: 'Send',
    image: 'Send an image',
    loadOlder: 'Earlier messages',
    empty: 'Ask us anything: we usually answer within a few minutes.',
    sent: 'Sent',
    delivered: 'Delivered',
    read: 'Read',
    failed: 'Not sent, tap to retry',
    sending: 'Sending',
    operator: 'Customer service',
    quickTitle: 'Common questions',
    selectFailed: 'Failed to select image',
    uploadFailed: 'Upload failed',
    imageAlt: 'Image sent in the chat',
    newMessages: 'New messages',
  },
};
