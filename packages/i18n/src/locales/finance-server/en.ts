/**
 * Server messages of uploads, deposits and withdrawals (error codes, field rules, e-mails), kept apart so
 * the finance slice grows no shared catalog; each locale spreads its file into errors, validation and mail.
 */
const financeServerEn = {
  errors: {
    UPLOAD_TYPE_NOT_ALLOWED: 'This file type is not accepted here; please choose a {{formats}} image',
    UPLOAD_TOO_LARGE: 'The file is too large (maximum {{maxMb}} MB)',
    UPLOAD_IMAGE_INVALID: 'The image could not be read, please choose another one',
    UPLOAD_IMAGE_DIMENSIONS: 'The image is too large (at most {{max}} pixels)',
    FILE_REQUIRED: 'Please choose a file',
    RECHARGE_CONFIG_INACTIVE: 'Recharge config is inactive',
    RECHARGE_AMOUNT_TOO_SMALL: 'Recharge amount cannot be less than {{min}} USDT',
    RECHARGE_AMOUNT_TOO_LARGE: 'Recharge amount cannot be more than {{max}} USDT',
    PROOF_NOT_FOUND: 'Payment proof not found, please upload it again',
    PROOF_ALREADY_USED:
      'This payment proof already backs another deposit; check your recharge history, or upload the proof of a new payment',
    PROOF_ALREADY_CREDITED:
      'The payment proof of this deposit already credited deposit {{orderNo}}; reject this one',
    ORDER_STATUS_CHANGED: 'The order status has changed, please refresh',
    WITHDRAWAL_CONFIG_INACTIVE: 'This withdrawal method is not available right now',
    WITHDRAWAL_AMOUNT_TOO_SMALL: 'Withdrawal amount cannot be less than {{min}} {{currency}}',
    WITHDRAWAL_AMOUNT_TOO_LARGE: 'Withdrawal amount cannot be more than {{max}} {{currency}}',
    WITHDRAWAL_DAILY_LIMIT:
      'This exceeds your daily withdrawal limit of {{limit}} {{currency}}; you can still withdraw {{remaining}} {{currency}} today',
    WITHDRAWAL_ADDRESS_INVALID: 'This is not a valid {{network}} address',
    WITHDRAWAL_FEE_CHANGED:
      'The fee for this withdrawal is now {{fee}} {{currency}}: check it and confirm again',
    WITHDRAWAL_PASSWORD_NOT_SET: 'Please set a withdrawal password first',
    WITHDRAWAL_PASSWORD_INCORRECT: 'Wrong withdrawal password; attempts left: {{remaining}}',
    WITHDRAWAL_LOCKED:
      'Too many wrong withdrawal passwords; withdrawals are locked, try again in {{minutes}} min',
    WITHDRAWAL_ON_HOLD:
      'For your security, withdrawals are paused for 24 hours after a password change; try again in {{hours}} h',
    SECOND_APPROVAL_REQUIRED: 'A second finance operator must approve this withdrawal first',
    SAME_OPERATOR: 'The second approval must come from another operator',
  },
  validation: {
    amountRequired: 'Please enter an amount',
    amountInvalid: 'Please enter a valid amount',
    configRequired: 'Please choose a method first',
    proofRequired: 'Please upload the payment proof',
    reasonRequired: 'Please give a reason',
    addressRequired: 'Please enter the withdrawal address',
    addressInvalid: 'Invalid address format',
    txIdRequired: 'Please enter the transaction ID',
    withdrawalPasswordRequired: 'Please enter the withdrawal password',
    withdrawalPasswordDigits: 'The withdrawal password may contain digits only',
    withdrawalPasswordLength: 'The withdrawal password needs at least 6 digits',
    withdrawalPasswordSame: 'The new withdrawal password must differ from the current one',
    currentPasswordRequired: 'Please enter the current withdrawal password',
  },
  mail: {
    rechargeCompletedSubject: 'Your {{appName}} deposit of {{amount}} USDT has been credited',
    rechargeCompletedBody:
      'Your deposit {{orderNo}} has been confirmed. {{actualAmount}} USDT (after a fee of {{fee}} USDT) is now in your balance.',
    rechargeRejectedSubject: 'Your {{appName}} deposit {{orderNo}} was rejected',
    rechargeRejectedBody:
      'Your deposit {{orderNo}} of {{amount}} USDT was rejected. Reason: {{reason}}. If you have paid, please contact customer service with your payment proof.',
    rechargeFailedSubject: 'Your {{appName}} deposit {{orderNo}} has failed',
    rechargeFailedBody:
      'Your deposit {{orderNo}} of {{amount}} USDT was not confirmed within 24 hours and has been closed. If you have paid, please contact customer service.',
    withdrawalCompletedSubject: 'Your {{appName}} withdrawal of {{amount}} USDT has been sent',
    withdrawalCompletedBody:
      'Your withdrawal {{orderNo}} of {{amount}} USDT to {{address}} has been sent. Transaction ID: {{txId}}.',
    withdrawalRejectedSubject: 'Your {{appName}} withdrawal {{orderNo}} was rejected',
    withdrawalRejectedBody:
      'Your withdrawal {{orderNo}} of {{amount}} USDT was rejected and {{total}} USDT has been returned to your available balance. Reason: {{reason}}. Please contact customer service if you have questions.',
    withdrawalFailedSubject: 'Your {{appName}} withdrawal {{orderNo}} has failed',
    withdrawalFailedBody:
      'Your withdrawal {{orderNo}} of {{amount}} USDT could not be completed and {{total}} USDT has been returned to your available balance. Reason: {{reason}}. Please contact customer service.',
  },
};

export type FinanceServerCatalog = typeof financeServerEn;
export default financeServerEn;
