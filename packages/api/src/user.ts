import { z } from 'zod';

export const realNameStatus = z.enum(['unverified', 'pending', 'verified', 'rejected']);
export type RealNameStatus = z.infer<typeof realNameStatus>;

/** The user as every client sees it. Never carries a hash, a role or a balance. */
export const user = z.object({
  id: z.string(),
  uid: z.string(),
  account: z.string(),
  email: z.string(),
  nickname: z.string(),
  avatar: z.string().nullable(),
  creditScore: z.number().int(),
  invitationCode: z.string(),
  withdrawalPasswordSet: z.boolean(),
  realNameStatus,
  createdAt: z.number().int(),
});
export type User = z.infer<typeof user>;
