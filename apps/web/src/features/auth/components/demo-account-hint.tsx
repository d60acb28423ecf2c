import type { appClientConfig } from '@halcyon/api';
import { useQuery } from '@tanstack/react-query';
import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { api } from '@/shared/api/client.ts';
import './demo-account-hint.css';

type ClientConfig = z.infer<typeof appClientConfig>;
export type DemoAccount = NonNullable<ClientConfig['demoAccount']>;

/** The server offers a demo account only when it runs one (DEMO_USER); silent: no hint is no error. */
function useDemoAccount(): DemoAccount | null {
  const config = useQuery({
    queryKey: ['app', 'config'],
    queryFn: () => api.get<ClientConfig>('/app/config', { silent: true }),
    staleTime: 5 * 60_000,
  });
  return config.data?.demoAccount ?? null;
}

/** "Try the demo account: demo / demo1234", with a button that fills the login form. */
export function DemoAccountHint({ onFill }: { onFill: (demo: DemoAccount) => void }) {
  const { t } = useTranslation();
  const demo = useDemoAccount();
  if (!demo) return null;
  return (
    <div className="hc-demo-hint" role="note">
      <span>{t('demoAccount.hint', { account: demo.account, password: demo.password })}</span>
      <Button size="mini" color="primary" fill="outline" onClick={() => onFill(demo)}>
        {t('demoAccount.fill')}
      </Button>
    </div>
  );
}
