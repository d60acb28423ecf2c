import { QueryClientProvider } from '@tanstack/react-query';
import { App as AntdApp, ConfigProvider } from 'antd';
import { useEffect } from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { HashRouter } from 'react-router';
import { configureHttp } from '@/frame/http.ts';
import { endSession, noteSessionEnded, queryClient } from '@/frame/session.ts';
import { usePrefersReducedMotion } from '@/frame/use-reduced-motion.ts';
import { currentLocale, i18n } from '@/i18n/i18n.ts';
import { ConsoleRoutes } from './console-routes.tsx';

configureHttp({
  locale: () => currentLocale().code,
  // An ended session (idle, 8 h, disabled, TOTP reset) sends the operator back to sign-in.
  onSessionEnded: () => {
    endSession();
    noteSessionEnded();
  },
});

function Themed({ nonce }: { nonce: string | undefined }) {
  const { i18n: active } = useTranslation();
  const locale = currentLocale();
  // An operator who asked for less motion gets dialogs, drawers and menus that appear without animating.
  const motion = !usePrefersReducedMotion();
  useEffect(() => {
    document.documentElement.lang = active.language;
  }, [active.language]);
  return (
    <ConfigProvider
      locale={locale.antd}
      csp={nonce ? { nonce } : undefined}
      theme={{ token: { colorPrimary: '#1f3a93', motion } }}
    >
      <AntdApp>
        <HashRouter>
          <ConsoleRoutes />
        </HashRouter>
      </AntdApp>
    </ConfigProvider>
  );
}

export function App({ nonce }: { nonce: string | undefined }) {
  return (
    <QueryClientProvider client={queryClient}>
      <I18nextProvider i18n={i18n}>
        <Themed nonce={nonce} />
      </I18nextProvider>
    </QueryClientProvider>
  );
}
