import { isMainlandIdNumber, KYC_ID_TYPES } from '@halcyon/api';
import { z } from 'zod';

/** A picked photo: the file (for the preview and a retried upload) and its id once uploaded. */
const photo = z.custom<File | null>().nullable();

/**
 * The form's own rules with the page's messages (kyc.rules.*); the server applies the same ones again
 * (packages/api kycSubmissionRequest). All four fields are required (spec section 5).
 */
export const kycFormSchema = z
  .object({
    realName: z
      .string()
      .trim()
      .min(1, { error: 'kyc.rules.nameRequired' })
      .max(64, { error: 'kyc.rules.nameTooLong' }),
    idType: z.enum(KYC_ID_TYPES),
    idNumber: z.string().trim().min(1, { error: 'kyc.rules.idNumberRequired' }),
    front: photo,
    back: photo,
  })
  .superRefine((form, ctx) => {
    const number = form.idNumber.trim().toUpperCase().replace(/\s/g, '');
    if (number && !isValidIdNumber(form.idType, number)) {
      ctx.addIssue({ code: 'custom', path: ['idNumber'], message: 'kyc.rules.idNumberInvalid' });
    }
    if (!form.front) ctx.addIssue({ code: 'custom', path: ['front'], message: 'kyc.rules.frontRequired' });
    if (!form.back) ctx.addIssue({ code: 'custom', path: ['back'], message: 'kyc.rules.backRequired' });
  });

export type KycForm = z.input<typeof kycFormSchema>;

/** As the server checks it: a mainland number by its check digit, others 6-20 letters and digits. */
export function isValidIdNumber(idType: KycForm['idType'], value: string): boolean {
  if (idType === 'national_id') {
    if (/^\d{17}[\dX]$/.test(value)) return isMainlandIdNumber(value);
    return /^[A-Z0-9]{6,20}$/.test(value);
  }
  return /^[A-Z0-9]{5,20}$/.test(value);
}
