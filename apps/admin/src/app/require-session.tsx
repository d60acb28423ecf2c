import { Button, Result, Spin } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router';
import { errorText } from '@/frame/error-text.ts';
import { useSession } from '@/frame/session.ts';

/** Pages of the console need a session; without one, sign-in (and back here afterwards). */
export function RequireSession({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const session = useSession();
  const location = useLocation();
  if (session.isPending) {
    return (
      <div className="hc-auth-screen">
        <Spin size="large" />
      </div>
    );
  }
  if (session.isError) {
    return (
      <Result
        status="error"
        title={errorText(session.error)}
        extra={<Button onClick={() => void session.refetch()}>{t('common.retry')}</Button>}
      />
    );
  }
  if (!session.data) {
    const next = `${location.pathname}${location.search}`;
    return <Navigate to={`/sign-in?next=${encodeURIComponent(next)}`} replace />;
  }
  return <>{children}</>;
}
