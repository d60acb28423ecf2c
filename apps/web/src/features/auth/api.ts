import type {
  EmailCodePurpose,
  loginRequest,
  registerRequest,
  resetPasswordRequest,
  SessionResponse,
} from '@halcyon/api';
import type { z } from 'zod';
import { api } from '@/shared/api/client.ts';

export interface Captcha {
  captchaId: string;
  /** An SVG data URL. */
  image: string;
}

/** Every call is silent: the forms show their errors beside the fields they concern. */
export const authApi = {
  captcha: () => api.get<Captcha>('/register/captcha', { silent: true }),
  sendEmailCode: (email: string, purpose: EmailCodePurpose) =>
    api.post<{ sent: true; resendAfterSeconds: number }>(
      '/auth/email-code',
      { email, purpose },
      { silent: true },
    ),
  // A 401 here means wrong credentials, not an expired session.
  login: (body: z.output<typeof loginRequest>) =>
    api.post<SessionResponse>('/login', body, { silent: true, skipAuthHandling: true }),
  register: (body: z.output<typeof registerRequest>) =>
    api.post<SessionResponse>('/register', body, { silent: true, skipAuthHandling: true }),
  resetPassword: (body: z.output<typeof resetPasswordRequest>) =>
    api.post<unknown>('/auth/reset-password', body, { silent: true, skipAuthHandling: true }),
};

/** Business codes that belong to the e-mail code field. */
export const EMAIL_CODE_FIELDS = {
  EMAIL_CODE_NOT_REQUESTED: 'emailCode',
  EMAIL_CODE_INVALID: 'emailCode',
  EMAIL_CODE_EXPIRED: 'emailCode',
  EMAIL_CODE_TOO_MANY_ATTEMPTS: 'emailCode',
} as const;

/** ...and those of the register form's other fields. */
export const REGISTER_CODE_FIELDS = {
  ...EMAIL_CODE_FIELDS,
  CAPTCHA_INVALID: 'captcha',
  INVITATION_CODE_INVALID: 'invitationCode',
} as const;
