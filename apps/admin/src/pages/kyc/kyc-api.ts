import type { AdminKycSubmission } from '@halcyon/api';
import { http } from '@/frame/http.ts';

export type KycQueueStatus = AdminKycSubmission['status'];
export const KYC_STATUSES: readonly KycQueueStatus[] = ['pending', 'verified', 'rejected'];
export const KYC_KEYS = {
  all: ['kyc'] as const,
  list: (status: KycQueueStatus) => ['kyc', status] as const,
  one: (id: string) => ['kyc', 'submission', id] as const,
};
/** New submissions and other operators' decisions arrive without a push: the page reads them this often. */
export const KYC_POLL_MS = 15_000;
/** Template keys of a rejection reason (texts in kyc.reasons.*, editable before sending). */
export const KYC_REJECT_TEMPLATES = ['blurred', 'mismatch', 'expired', 'incomplete', 'notDocument'] as const;

const submission = (id: string) => `/kyc/submissions/${encodeURIComponent(id)}`;

/** The compliance routes of the kyc module (identity.read to look, identity.review to decide). */
export const kycAdminApi = {
  list: (status: KycQueueStatus) =>
    http.get<{ items: AdminKycSubmission[] }>('/kyc/submissions', { query: { status } }),
  one: (id: string) => http.get<AdminKycSubmission>(submission(id)),
  approve: (id: string) => http.post<AdminKycSubmission>(`${submission(id)}/approve`),
  reject: (id: string, reason: string) =>
    http.post<AdminKycSubmission>(`${submission(id)}/reject`, { reason }),
};
