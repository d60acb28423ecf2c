import type { changePasswordRequest, User, updateProfileRequest } from '@halcyon/api';
import type { z } from 'zod';
import { api } from '@/shared/api/client.ts';

export const profileApi = {
  updateProfile: (body: z.output<typeof updateProfileRequest>) =>
    api.post<{ user: User }>('/user/update-profile', body, { silent: true }),
  changePassword: (body: z.output<typeof changePasswordRequest>) =>
    api.post<unknown>('/user/password', body, { silent: true }),
};
