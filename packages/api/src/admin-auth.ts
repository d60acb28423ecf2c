import { z } from 'zod';

/**
 * Operator console (/api/admin): roles, permissions and sign-in. Operators are not users: their own
 * table, cookie sessions (httpOnly, SameSite=Strict, path /api/admin) and a CSRF header on every
 * state-changing request (the `csrfToken` of the sign-in answer and of GET /auth/me).
 */
export const ADMIN_API_PREFIX = '/api/admin';
export const ADMIN_SESSION_COOKIE = 'halcyon_admin';
export const ADMIN_CSRF_HEADER = 'x-csrf-token';

export const ADMIN_SESSION = {
  /** A session ends this long after sign-in, whatever happens. */
  absoluteTtlMs: 8 * 60 * 60 * 1000,
  /** ... or this long after its last request. */
  idleTtlMs: 30 * 60 * 1000,
  /** Five failed sign-ins from one IP lock that operator, for that IP only, for 15 minutes. */
  loginFailureMax: 5,
  loginFailureWindowMs: 15 * 60 * 1000,
  /** An enrolment token (after a correct password, before TOTP is set up) lives this long. */
  enrolmentTtlMs: 10 * 60 * 1000,
  /** An invitation link lives this long. */
  invitationTtlMs: 24 * 60 * 60 * 1000,
  /** RFC 6238 parameters: 6 digits, 30 s steps, one step of clock drift accepted either way. */
  totpPeriodSeconds: 30,
  totpDigits: 6,
  totpWindow: 1,
  passwordMin: 12,
  passwordMax: 128,
} as const;

export const OPERATOR_ROLES = ['owner', 'finance', 'compliance', 'support', 'viewer'] as const;
export const operatorRole = z.enum(OPERATOR_ROLES);
export type OperatorRole = z.infer<typeof operatorRole>;

export const OPERATOR_STATUSES = ['active', 'disabled'] as const;
export const operatorStatus = z.enum(OPERATOR_STATUSES);
export type OperatorStatus = z.infer<typeof operatorStatus>;

/**
 * What an admin route may require. Every /api/admin route declares one (or 'signed-in' / 'public'
 * for the auth routes); the server checks it, the console uses the same list to build its menu.
 */
export const ADMIN_PERMISSIONS = [
  'dashboard.read',
  'users.read',
  'users.freeze',
  /**
   * A person's contact details on the users pages (their e-mail whole, sign-in addresses) and searching
   * people by e-mail; without it the e-mail is masked (a***@example.com) and a search never matches one.
   */
  'users.personal',
  'config.read',
  'config.write',
  'operators.manage',
  'audit.read',
  'ledger.audit',
  'finance.read',
  'finance.review',
  'finance.configure',
  /**
   * Full withdrawal addresses, deposit proofs and the owner's e-mail; without it they are masked or withheld,
   * and the queues' search matches neither an address nor an e-mail.
   */
  'finance.personal',
  'identity.read',
  'identity.review',
  'support.read',
  /** A conversation's messages, their pictures and the person beside it; without it, the inbox's list only. */
  'support.messages',
  'support.reply',
] as const;
export const adminPermission = z.enum(ADMIN_PERMISSIONS);
export type AdminPermission = z.infer<typeof adminPermission>;

/**
 * The read-only viewer (the role an invitation offers first) oversees the operation: totals, lists and
 * statuses. It reads no person's data that its work does not need: not identity documents (names, ID numbers
 * and document photos are compliance's and the owner's to see, as finance and support do not see them
 * either), not people's e-mails and sign-in addresses (users.personal: the roles that write to people or
 * investigate them), not full withdrawal addresses or deposit proofs (finance.personal), not what people
 * write to support (support.messages).
 */
const READ_ALL: readonly AdminPermission[] = [
  'dashboard.read',
  'users.read',
  'config.read',
  'audit.read',
  'finance.read',
  'support.read',
];

/** The one mapping from roles to permissions (owner: everything). */
export const ROLE_PERMISSIONS: Record<OperatorRole, readonly AdminPermission[]> = {
  owner: ADMIN_PERMISSIONS,
  finance: [
    'dashboard.read',
    'users.read',
    'users.personal',
    'config.read',
    'finance.read',
    'finance.review',
    'finance.configure',
    'finance.personal',
    'ledger.audit',
  ],
  compliance: [
    'dashboard.read',
    'users.read',
    'users.freeze',
    'users.personal',
    'config.read',
    'audit.read',
    'identity.read',
    'identity.review',
  ],
  support: [
    'dashboard.read',
    'users.read',
    'users.personal',
    'support.read',
    'support.messages',
    'support.reply',
  ],
  viewer: READ_ALL,
};

export function roleAllows(role: OperatorRole, permission: AdminPermission): boolean {
  return ROLE_PERMISSIONS[role].includes(permission);
}

export const totpCodeField = z
  .string({ error: 'validation.totpCodeFormat' })
  .trim()
  .regex(/^\d{6}$/, { error: 'validation.totpCodeFormat' });

/** Operators choose long passwords; no composition rules (NIST 800-63B). */
export const operatorPasswordField = z
  .string({ error: 'validation.passwordRequired' })
  .min(ADMIN_SESSION.passwordMin, { error: 'validation.operatorPasswordLength' })
  .max(ADMIN_SESSION.passwordMax, { error: 'validation.operatorPasswordLength' });

export const operatorEmailField = z
  .string({ error: 'validation.emailRequired' })
  .trim()
  .min(1, { error: 'validation.emailRequired' })
  .max(254, { error: 'validation.tooLong' })
  .pipe(z.email({ error: 'validation.emailInvalid' }))
  .transform((email) => email.toLowerCase());

export const operatorNameField = z
  .string({ error: 'validation.operatorNameRequired' })
  .trim()
  .min(1, { error: 'validation.operatorNameRequired' })
  .max(64, { error: 'validation.tooLong' });

/** POST /api/admin/auth/login. Without `totp`, an enrolled operator gets TOTP_REQUIRED. */
export const adminLoginRequest = z.object({
  email: operatorEmailField,
  password: z
    .string({ error: 'validation.passwordRequired' })
    .min(1, { error: 'validation.passwordRequired' })
    .max(256),
  totp: totpCodeField.optional(),
});
export type AdminLoginRequest = z.infer<typeof adminLoginRequest>;

/** The signed-in operator, as GET /auth/me and the sign-in answer show it. */
export const adminSelf = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  role: operatorRole,
  permissions: z.array(adminPermission),
  lastLoginAt: z.number().int().nullable(),
});
export type AdminSelf = z.infer<typeof adminSelf>;

export const adminSignedIn = z.object({
  status: z.literal('SIGNED_IN'),
  operator: adminSelf,
  /** Send back as the X-CSRF-Token header on every POST/PUT/PATCH/DELETE. */
  csrfToken: z.string(),
  /** The session ends then at the latest (8 h after sign-in). */
  expiresAt: z.number().int(),
});
export type AdminSignedIn = z.infer<typeof adminSignedIn>;

export const adminEnrolmentRequired = z.object({
  status: z.literal('TOTP_ENROLMENT_REQUIRED'),
  enrolmentToken: z.string(),
  expiresAt: z.number().int(),
});

export const adminLoginResponse = z.discriminatedUnion('status', [adminSignedIn, adminEnrolmentRequired]);
export type AdminLoginResponse = z.infer<typeof adminLoginResponse>;

/** POST /api/admin/auth/totp/enrol: a fresh secret (replacing any earlier unconfirmed one). */
export const totpEnrolRequest = z.object({ enrolmentToken: z.string().trim().min(1).max(128) });
export const totpEnrolResponse = z.object({
  /** Base32, for typing into an authenticator by hand. */
  secret: z.string(),
  /** otpauth://totp/... for the QR code. */
  otpauthUri: z.string(),
});
export type TotpEnrolResponse = z.infer<typeof totpEnrolResponse>;

/** POST /api/admin/auth/totp/verify: confirms the secret with a current code and signs in. */
export const totpVerifyRequest = z.object({
  enrolmentToken: z.string().trim().min(1).max(128),
  code: totpCodeField,
});

/** GET /api/admin/auth/me. */
export const adminMeResponse = z.object({
  operator: adminSelf,
  csrfToken: z.string(),
  expiresAt: z.number().int(),
  idleExpiresAt: z.number().int(),
});
export type AdminMeResponse = z.infer<typeof adminMeResponse>;

/** POST /api/admin/auth/accept-invite: the invited operator chooses a password (TOTP follows at sign-in). */
export const acceptInviteRequest = z.object({
  token: z.string().trim().min(1).max(128),
  password: operatorPasswordField,
});
export const acceptInviteResponse = z.object({ email: z.string() });

/** Answers that only say it worked (logout, freeze, ...). */
export const adminDone = z.object({ done: z.literal(true) });
