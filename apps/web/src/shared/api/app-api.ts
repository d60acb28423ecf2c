import { APP_DEFAULTS, type appInfo, type appStatus } from '@halcyon/api';
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from './client.ts';

export type AppInfo = z.infer<typeof appInfo>;
export type AppStatus = z.infer<typeof appStatus>;

export const appKeys = {
  info: ['app', 'info'] as const,
  status: ['app', 'status'] as const,
};

/** Name, logo and version; the spec's defaults until the server answers. */
export function useAppInfo() {
  return useQuery({
    queryKey: appKeys.info,
    queryFn: () => api.get<AppInfo>('/app/info', { silent: true }),
    staleTime: 5 * 60_000,
    placeholderData: {
      appName: APP_DEFAULTS.app_name,
      appLogo: APP_DEFAULTS.app_logo,
      appVersion: APP_DEFAULTS.app_version,
      appVersionCode: APP_DEFAULTS.appVersionCode,
      supportedLocales: [],
      defaultLocale: 'zh-CN',
    },
  });
}

/** Server status; registerCaptcha says whether the register form shows the image code. */
export function useAppStatus() {
  return useQuery({
    queryKey: appKeys.status,
    queryFn: () => api.get<AppStatus>('/app/status', { silent: true }),
    staleTime: 60_000,
  });
}
