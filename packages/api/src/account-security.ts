import { z } from 'zod';

/** A signed-in device of the person, as the personal centre lists it ("Chrome on Android"). */
export const activeSession = z.object({
  /** Opaque; only the caller's own sessions are ever listed. */
  id: z.string(),
  current: z.boolean(),
  device: z.string().nullable(),
  ip: z.string().nullable(),
  signedInAt: z.number().int(),
  lastActiveAt: z.number().int(),
});
export type ActiveSession = z.infer<typeof activeSession>;
export const activeSessionsResponse = z.object({ items: z.array(activeSession) });

export const signOutOthersResponse = z.object({ signedOut: z.number().int() });

export const signInRecord = z.object({
  signedInAt: z.number().int(),
  device: z.string().nullable(),
  ip: z.string().nullable(),
});
export type SignInRecord = z.infer<typeof signInRecord>;
export const signInHistoryResponse = z.object({ items: z.array(signInRecord) });

/** How many people registered with the caller's invitation code. */
export const referralSummaryResponse = z.object({
  invitationCode: z.string(),
  invitedCount: z.number().int(),
});
export type ReferralSummary = z.infer<typeof referralSummaryResponse>;

export const ACCOUNT_SECURITY = {
  /** Recent sign-ins shown in the personal centre. */
  signInHistoryLimit: 20,
} as const;
