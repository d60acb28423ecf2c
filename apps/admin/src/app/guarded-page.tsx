import { Result, Spin } from 'antd';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import type { ConsolePage } from '@/frame/console-page.ts';
import { useCan } from '@/frame/session.ts';

export function NotFound() {
  const { t } = useTranslation();
  return <Result status="404" title={t('common.notFound')} />;
}

/** A registry page, shown only to roles with its permission (the server refuses the rest anyway). */
export function GuardedPage({ page }: { page: ConsolePage }) {
  const { t } = useTranslation();
  const can = useCan();
  if (!can(page.permission)) return <Result status="403" title={t('errors.forbidden')} />;
  const Page = page.component;
  return (
    <Suspense fallback={<Spin />}>
      <Page />
    </Suspense>
  );
}
