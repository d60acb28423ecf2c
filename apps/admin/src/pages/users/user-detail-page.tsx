import type { AdminUserDetail } from '@halcyon/api';
import { useQuery } from '@tanstack/react-query';
import { Alert, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { errorText } from '@/frame/error-text.ts';
import { http } from '@/frame/http.ts';
import { PageHeader } from '@/frame/page-header.tsx';
import { useCan } from '@/frame/session.ts';
import { FreezeAction, TwoFactorResetAction } from './user-actions.tsx';
import { UserDetailTabs } from './user-detail-tabs.tsx';
import { StatusTag } from './users-page.tsx';

export default function UserDetailPage() {
  const { t } = useTranslation();
  const can = useCan();
  const { id = '' } = useParams();
  const query = useQuery({
    queryKey: ['admin', 'user', id],
    queryFn: () => http.get<AdminUserDetail>(`/users/${encodeURIComponent(id)}`),
  });
  if (!query.isSuccess) {
    return (
      <>
        <PageHeader title={t('menu.users')} />
        {query.isError ? <Alert type="error" showIcon title={errorText(query.error)} /> : <Spin />}
      </>
    );
  }
  const detail = query.data;
  return (
    <>
      <PageHeader
        title={
          <>
            {detail.profile.account} <StatusTag status={detail.profile.status} />
          </>
        }
        extra={
          <>
            {can('identity.review') && detail.profile.twoFactorEnabled ? (
              <TwoFactorResetAction detail={detail} />
            ) : null}
            {can('users.freeze') ? <FreezeAction detail={detail} /> : null}
          </>
        }
      />
      {detail.profile.status === 'frozen' ? (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 16 }}
          title={t('users.frozenBanner', { reason: detail.profile.frozenReason ?? '-' })}
        />
      ) : null}
      <UserDetailTabs detail={detail} />
    </>
  );
}
