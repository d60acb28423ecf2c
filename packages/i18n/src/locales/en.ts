/**
 * English: the reference catalog. Every other locale has every key of this file (a test checks it).
 * Placeholders use the {{name}} syntax. Sections: errors (server error codes), validation (form and
 * request field rules, spec section 5), then UI sections.
 */
const en = {
  app: {
    title: 'Halcyon',
  },
  errors: {
    VALIDATION_FAILED: 'Input invalid, please check and retry',
    BAD_REQUEST: 'The request could not be understood',
    UNAUTHORIZED: 'Login required',
    TOKEN_EXPIRED: 'Login expired, please log in again',
    INVALID_CREDENTIALS: 'Wrong username or password',
    FORBIDDEN: 'Permission denied',
    NOT_FOUND: 'Resource not found',
    USER_EXISTS: 'Username or email already exists',
    CONFLICT: 'This has already been changed, please refresh',
    PAYLOAD_TOO_LARGE: 'The request is too large',
    UNSUPPORTED_MEDIA_TYPE: 'This type of content is not supported',
    RATE_LIMITED: 'Too many requests, please try again later',
    TOO_MANY_LOGIN_ATTEMPTS: 'Too many failed logins, please try again in 15 minutes',
    EMAIL_CODE_COOLDOWN: 'Please wait {{seconds}} s before requesting another code',
    EMAIL_CODE_DAILY_LIMIT: 'Too many codes requested for this address today',
    EMAIL_CODE_NOT_REQUESTED: 'Please send verification code first',
    EMAIL_CODE_INVALID: 'Invalid verification code',
    EMAIL_CODE_EXPIRED: 'The verification code has expired, please request a new one',
    EMAIL_CODE_TOO_MANY_ATTEMPTS: 'Too many wrong codes, please request a new one',
    CAPTCHA_INVALID: 'The image code is wrong, please try again',
    INVITATION_CODE_INVALID: 'This invitation code does not exist',
    REFRESH_TOKEN_INVALID: 'Session expired, please log in again',
    OLD_PASSWORD_INCORRECT: 'The current password is wrong',
    SAME_PASSWORD: 'The new password must differ from the current one',
    INTERNAL_ERROR: 'Server internal error, please try later',
    SERVICE_UNAVAILABLE: 'Service unavailable, please try later',
  },
  validation: {
    required: 'This field is required',
    tooLong: 'Too long',
    invalid: 'Invalid value',
    accountRequired: 'Please enter your account',
    accountLength: 'Account must be 3 to 20 characters',
    accountCharacters: 'Account may contain only letters, numbers and underscores',
    passwordRequired: 'Please enter your password',
    passwordLength: 'Password must be 6 to 20 characters',
    passwordLettersNumbers: 'Password must contain letters and numbers',
    confirmPasswordRequired: 'Please confirm your password',
    passwordsMismatch: 'Passwords do not match',
    emailRequired: 'Please enter your email',
    emailInvalid: 'Invalid e-mail format',
    emailCodeRequired: 'Please enter the verification code',
    emailCodeFormat: 'The verification code is 6 digits',
    emailCodeNotSent: 'Please send verification code first',
    captchaRequired: 'Please enter the image code',
    nicknameRequired: 'Please enter a nickname',
  },
};

export default en;
