import type { AdminPermission, AdminRoles, OperatorRole } from '@halcyon/api';
import { useQuery } from '@tanstack/react-query';
import { Alert, Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { errorText } from '@/frame/error-text.ts';
import { http } from '@/frame/http.ts';
import { PageHeader } from '@/frame/page-header.tsx';
import { PermissionList } from './permission-list.tsx';

type RoleRow = AdminRoles['roles'][number];

/**
 * What each role may do, in plain words, for the owner choosing one. Read from the server's table (the one
 * its guard checks), so the console holds only the words for each permission, never which role has it.
 */
export function RolesPanel() {
  const { t } = useTranslation();
  const roles = useQuery({
    queryKey: ['admin', 'operators', 'roles'],
    queryFn: () => http.get<AdminRoles>('/operators/roles'),
    // The table changes only with a new server version.
    staleTime: Number.POSITIVE_INFINITY,
  });
  return (
    <section aria-label={t('operators.rolesTitle')}>
      <PageHeader title={t('operators.rolesTitle')} />
      <Typography.Paragraph type="secondary">{t('operators.rolesIntro')}</Typography.Paragraph>
      {roles.isError ? <Alert type="error" showIcon title={errorText(roles.error)} /> : null}
      <Table<RoleRow>
        rowKey="role"
        size="small"
        loading={roles.isPending}
        dataSource={roles.data?.roles ?? []}
        pagination={false}
        columns={[
          {
            title: t('operators.role'),
            dataIndex: 'role',
            width: 160,
            render: (role: OperatorRole) => t(`roles.${role}`),
          },
          {
            title: t('operators.mayDo'),
            dataIndex: 'permissions',
            render: (permissions: AdminPermission[]) => <PermissionList permissions={permissions} />,
          },
        ]}
      />
    </section>
  );
}
