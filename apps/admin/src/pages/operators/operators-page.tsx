import type { AdminInvitation, AdminOperator, OperatorRole } from '@halcyon/api';
import { Input, type TableColumnsType, Tag } from 'antd';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatTime } from '@/frame/format.ts';
import { http } from '@/frame/http.ts';
import { PageHeader } from '@/frame/page-header.tsx';
import { ServerTable } from '@/frame/server-table.tsx';
import { useOperator } from '@/frame/session.ts';
import { type PagedList, useServerTable } from '@/frame/use-server-table.ts';
import { InviteButton, PendingInvitations } from './invitations.tsx';
import { OPERATORS_KEY, OperatorActions } from './operator-actions.tsx';
import { RolesPanel } from './roles-panel.tsx';

/** A page of operators, and every pending invitation beside it. */
interface OperatorsList extends PagedList<AdminOperator> {
  invitations: AdminInvitation[];
}

/** The team's columns: name, e-mail, role, status, TOTP, last sign-in, and the actions (one's own row knows it is one's own). */
function operatorColumns(t: TFunction, meId: string): TableColumnsType<AdminOperator> {
  return [
    { title: t('operators.name'), dataIndex: 'name', key: 'name', sorter: true },
    { title: t('auth.email'), dataIndex: 'email', key: 'email', sorter: true },
    {
      title: t('operators.role'),
      dataIndex: 'role',
      render: (role: OperatorRole) => t(`roles.${role}`),
    },
    {
      title: t('operators.status'),
      dataIndex: 'status',
      render: (status: string) => (
        <Tag color={status === 'active' ? 'green' : 'default'}>{t(`operators.statuses.${status}`)}</Tag>
      ),
    },
    {
      title: t('operators.totp'),
      dataIndex: 'totpEnrolled',
      render: (enrolled: boolean) => (enrolled ? t('operators.enrolled') : t('operators.notEnrolled')),
    },
    {
      title: t('operators.lastLogin'),
      dataIndex: 'lastLoginAt',
      key: 'lastLoginAt',
      sorter: true,
      render: (ms: number | null) => formatTime(ms),
    },
    {
      title: t('common.actions'),
      key: 'actions',
      render: (_value, operator) => <OperatorActions operator={operator} self={operator.id === meId} />,
    },
  ];
}

/**
 * Owners manage the team: invitations (sent and revoked), roles, disabling and TOTP resets (all audited by
 * the server), with what each role may do beside them. The operators are searched, sorted and paged by the
 * server.
 */
export default function OperatorsPage() {
  const { t } = useTranslation();
  const me = useOperator();
  const [filters, setFilters] = useState({ query: '' });
  const table = useServerTable<AdminOperator, typeof filters, OperatorsList>({
    queryKey: OPERATORS_KEY,
    filters,
    load: ({ page, limit, sort, order, filters: current }) =>
      http.get<OperatorsList>('/operators', { query: { page, limit, sort, order, query: current.query } }),
  });
  const { query } = table;
  const search = (text: string) => {
    setFilters({ query: text.trim() });
    table.resetPage();
  };
  return (
    <>
      <PageHeader
        title={t('menu.operators')}
        extra={
          <>
            <Input.Search
              allowClear
              placeholder={t('operators.search')}
              aria-label={t('operators.search')}
              style={{ width: 260 }}
              onSearch={search}
            />
            <InviteButton />
          </>
        }
      />
      <ServerTable<AdminOperator> rowKey="id" table={table} columns={operatorColumns(t, me.id)} />
      <PendingInvitations invitations={query.data?.invitations ?? []} />
      <RolesPanel />
    </>
  );
}
