import type { KycStatus, KycSubmissionRequest, UploadResponse } from '@halcyon/api';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/shared/api/client.ts';

/**
 * The key the `user` channel sink invalidates on a `kyc-status` push (shared/realtime/user-sink.ts):
 * an open page re-reads its status the moment compliance decides, without a reload.
 */
export const KYC_STATUS_KEY = ['account', 'kyc'] as const;

export type KycPhotoSide = 'kyc_front' | 'kyc_back';

/** Silent: the page shows failures where they belong (field messages, the load state). */
export const kycApi = {
  status: () => api.get<KycStatus>('/kyc/status', { silent: true }),
  submit: (body: KycSubmissionRequest) => api.post<KycStatus>('/kyc/submissions', body, { silent: true }),
  uploadPhoto: (side: KycPhotoSide, file: File) => {
    // The server reads the type before the file (it decides what is accepted).
    const form = new FormData();
    form.append('type', side);
    form.append('file', file, file.name);
    return api.upload<UploadResponse>('/upload', form, { silent: true });
  },
};

export function useKycStatus() {
  return useQuery({ queryKey: KYC_STATUS_KEY, queryFn: kycApi.status });
}
