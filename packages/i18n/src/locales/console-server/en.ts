/**
 * Server messages of the operator console (error codes, field rules, the invitation e-mail), kept apart so
 * the console slice grows no shared catalog; each locale spreads its file into errors, validation and mail.
 */
const consoleServerEn = {
  errors: {
    CSRF_TOKEN_INVALID: 'Your session could not be confirmed, please reload the page',
    OPERATOR_DISABLED: 'This operator account is disabled',
    ENROLMENT_TOKEN_INVALID: 'This setup step has expired, please sign in again',
    INVITATION_INVALID: 'This invitation is invalid or has expired',
    LAST_OWNER: 'The last active owner cannot be disabled or given another role',
    OPERATOR_SELF_DISABLE: 'You cannot disable your own account: another owner must do it',
    OPERATOR_EXISTS: 'An operator with this e-mail address already exists',
    INVITATION_NOT_PENDING: 'This invitation has already been accepted, revoked or has expired',
    OPERATOR_CANNOT_ANSWER: 'This operator cannot answer customer service conversations',
    ACCOUNT_FROZEN: 'Your account has been frozen. Please contact customer service',
    ACCOUNT_FROZEN_SIGNED_OUT: 'Your account has been frozen. Please contact customer service',
    WITHDRAWAL_ACCOUNT_FROZEN:
      "This user's account is frozen: the withdrawal cannot be taken, approved or paid out. Reject it to return the funds to the user's balance, or unfreeze the account first",
  },
  validation: {
    totpCodeFormat: 'Enter the 6-digit code',
    operatorPasswordLength: 'The password must be 12 to 128 characters long',
    operatorNameRequired: 'Please enter a name',
    reasonRequired: 'Please give a reason',
    urlInvalid: 'Enter a link starting with https:// or /',
    imagePathInvalid: 'Upload an image, or enter a path on this server starting with /',
    imageNotUploaded: 'Upload this image here again: only images uploaded in the console can be shown',
    contractPeriod: 'Periods are 30, 60, 300 or 900 seconds',
    contractPeriodDuplicate: 'Each period may be listed only once',
    contractPeriodsNoneEnabled: 'Keep at least one period enabled',
    contractAmountInvalid:
      'Enter an amount above 0, with at most 18 digits before the decimal point and 8 after',
    payoutRateInvalid: 'Enter a payout rate above 0 and at most 10, with at most 18 decimals',
    feeRateInvalid: 'Enter a fee rate of at least 0 and below 1, with at most 18 decimals',
    networkAddressInvalid: 'This is not a valid {{network}} address',
    maxBelowMin: 'The maximum amount must be at least the minimum amount',
    dailyLimitBelowMin: 'The daily limit must be at least the minimum amount',
  },
  mail: {
    operatorInviteSubject: 'You are invited to the {{appName}} console',
    operatorInviteBody:
      'Hello {{name}}, you have been invited to the {{appName}} operator console with the role {{role}}. Open this link within {{hours}} hours to choose your password: {{link}} At your first sign-in you will set up an authenticator app. If you did not expect this invitation, ignore this e-mail.',
  },
};

export default consoleServerEn;
