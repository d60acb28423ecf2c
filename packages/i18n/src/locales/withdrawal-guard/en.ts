/**
 * The second factor and the identity limit of withdrawals (server messages and the form's texts), kept
 * apart so this slice grows no shared catalog; each locale spreads errors and validation, and keeps the
 * rest as the `withdrawalGuard` section.
 */
const withdrawalGuardEn = {
  errors: {
    WITHDRAWAL_TOTP_REQUIRED:
      'Two-factor sign-in is on: enter the code from your authenticator app to continue',
    KYC_REQUIRED:
      'Withdrawals above {{limit}} {{currency}} a day need a verified identity; please verify your identity first',
  },
  validation: {
    totpInvalid: 'The code is wrong or has already been used',
  },
  section: {
    codeLabel: 'Authenticator code',
    codePlaceholder: '6-digit code or a recovery code',
    codeHint: 'Two-factor sign-in is on: enter the current code from your authenticator app',
    verifyTitle: 'Identity verification required',
    verifyNow: 'Verify now',
  },
};

export type WithdrawalGuardCatalog = typeof withdrawalGuardEn;
export default withdrawalGuardEn;
