import type {
  ActiveSession,
  changePasswordRequest,
  ReferralSummary,
  SignInRecord,
  TwoFactorSetup,
  TwoFactorStatus,
  User,
  updateProfileRequest,
} from '@halcyon/api';
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '@/shared/api/client.ts';

export const profileApi = {
  updateProfile: (body: z.output<typeof updateProfileRequest>) =>
    api.post<{ user: User }>('/user/update-profile', body, { silent: true }),
  changePassword: (body: z.output<typeof changePasswordRequest>) =>
    api.post<unknown>('/user/password', body, { silent: true }),
  twoFactorStatus: () => api.get<TwoFactorStatus>('/user/2fa/status', { silent: true }),
  twoFactorSetup: () => api.post<TwoFactorSetup>('/user/2fa/setup'),
  twoFactorEnable: (code: string) =>
    api.post<{ recoveryCodes: string[] }>('/user/2fa/enable', { code }, { silent: true }),
  twoFactorDisable: (code: string) => api.post<null>('/user/2fa/disable', { code }, { silent: true }),
  sessions: () => api.get<{ items: ActiveSession[] }>('/user/sessions', { silent: true }),
  signOutOthers: () => api.post<{ signedOut: number }>('/user/sessions/sign-out-others'),
  signIns: () => api.get<{ items: SignInRecord[] }>('/user/sign-ins', { silent: true }),
  referrals: () => api.get<ReferralSummary>('/user/referrals', { silent: true }),
};

export const profileKeys = {
  twoFactor: ['profile', 'two-factor'] as const,
  sessions: ['profile', 'sessions'] as const,
  signIns: ['profile', 'sign-ins'] as const,
  referrals: ['profile', 'referrals'] as const,
};

export const useTwoFactorStatus = () =>
  useQuery({ queryKey: profileKeys.twoFactor, queryFn: profileApi.twoFactorStatus });

export const useSessions = () =>
  useQuery({ queryKey: profileKeys.sessions, queryFn: async () => (await profileApi.sessions()).items });

export const useSignIns = () =>
  useQuery({ queryKey: profileKeys.signIns, queryFn: async () => (await profileApi.signIns()).items });

export const useReferrals = () =>
  useQuery({ queryKey: profileKeys.referrals, queryFn: profileApi.referrals });
