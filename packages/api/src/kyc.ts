import { z } from 'zod';
import { realNameStatus } from './user.ts';

/** Real-name verification (spec sections 3, 4, 5): one pending submission at a time, reviewed by compliance. */
export const KYC_ID_TYPES = ['national_id', 'passport'] as const;
export const kycIdType = z.enum(KYC_ID_TYPES);
export type KycIdType = z.infer<typeof kycIdType>;

const ISO7064_WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
const ISO7064_CHECK = '10X98765432';

/** Mainland China resident ID: 17 digits and the ISO 7064 MOD 11-2 check character (0-9 or X). */
export function isMainlandIdNumber(value: string): boolean {
  if (!/^\d{17}[\dX]$/.test(value)) return false;
  const sum = ISO7064_WEIGHTS.reduce((total, weight, index) => total + weight * Number(value[index]), 0);
  return ISO7064_CHECK[sum % 11] === value[17];
}

export const kycSubmissionRequest = z
  .object({
    realName: z
      .string({ error: 'validation.realNameRequired' })
      .trim()
      .min(1, { error: 'validation.realNameRequired' })
      .max(64, { error: 'validation.tooLong' }),
    idType: kycIdType.default('national_id'),
    idNumber: z
      .string({ error: 'validation.idNumberRequired' })
      .trim()
      .min(1, { error: 'validation.idNumberRequired' })
      .max(32, { error: 'validation.tooLong' })
      .transform((value) => value.toUpperCase().replace(/\s/g, '')),
    frontFileId: z
      .string({ error: 'validation.idFrontRequired' })
      .trim()
      .min(1, { error: 'validation.idFrontRequired' })
      .max(64),
    backFileId: z
      .string({ error: 'validation.idBackRequired' })
      .trim()
      .min(1, { error: 'validation.idBackRequired' })
      .max(64),
  })
  .superRefine((value, context) => {
    const ok =
      value.idType === 'national_id'
        ? isMainlandIdNumber(value.idNumber) ||
          (/^[A-Z0-9]{6,20}$/.test(value.idNumber) && !/^\d{18}$|^\d{17}X$/.test(value.idNumber))
        : /^[A-Z0-9]{5,20}$/.test(value.idNumber);
    if (!ok) context.addIssue({ code: 'custom', path: ['idNumber'], message: 'validation.idNumberInvalid' });
  });
export type KycSubmissionRequest = z.input<typeof kycSubmissionRequest>;

/** What the person sees: masked name and number, never the images' owner-less URLs. */
export const kycStatusResponse = z.object({
  status: realNameStatus,
  realName: z.string().nullable(),
  idType: kycIdType.nullable(),
  idNumber: z.string().nullable(),
  submittedAt: z.number().int().nullable(),
  verifiedAt: z.number().int().nullable(),
  rejectReason: z.string().nullable(),
});
export type KycStatus = z.infer<typeof kycStatusResponse>;

/**
 * A submission as compliance sees it: masked in the queue (GET /kyc/submissions), in full only in the
 * review of one (GET /kyc/submissions/{id}), which the audit log records.
 */
export const adminKycSubmission = z.object({
  id: z.string(),
  user: z.object({ id: z.string(), uid: z.string(), account: z.string(), email: z.string() }),
  status: z.enum(['pending', 'verified', 'rejected']),
  realName: z.string(),
  idType: kycIdType,
  idNumber: z.string(),
  frontUrl: z.string(),
  backUrl: z.string(),
  submittedAt: z.number().int(),
  reviewedAt: z.number().int().nullable(),
  rejectReason: z.string().nullable(),
});
export type AdminKycSubmission = z.infer<typeof adminKycSubmission>;
export const adminKycQuery = z.object({
  status: z.enum(['pending', 'verified', 'rejected']).default('pending'),
});
export const adminKycListResponse = z.object({ items: z.array(adminKycSubmission) });
export const adminKycParams = z.object({ id: z.string().trim().min(1).max(64) });
export const adminKycRejectRequest = z.object({
  reason: z
    .string({ error: 'validation.required' })
    .trim()
    .min(1, { error: 'validation.required' })
    .max(200, { error: 'validation.tooLong' }),
});

/** Pushed on the person's `user` channel when compliance decides. */
export const kycStatusEvent = z.object({ kind: z.literal('kyc-status'), status: realNameStatus });
