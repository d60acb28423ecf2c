import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { queryClient } from '@/shared/api/query-client.ts';
import { i18n } from '@/shared/i18n/i18n.ts';
import { useUserChannel } from './use-user-channel.ts';

/** Server-state cache and translations for the whole tree; theme and session live in stores. */
export function Providers({ children }: { children: ReactNode }) {
  useUserChannel();
  return (
    <QueryClientProvider client={queryClient}>
      <I18nextProvider i18n={i18n}>{children}</I18nextProvider>
    </QueryClientProvider>
  );
}
