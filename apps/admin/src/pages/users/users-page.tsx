import { type AdminUserSummary, USER_STATUSES, type UserStatus } from '@halcyon/api';
import { Input, Select, type TableColumnsType, Tag } from 'antd';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatTime, orDash } from '@/frame/format.ts';
import { http } from '@/frame/http.ts';
import { PageHeader } from '@/frame/page-header.tsx';
import { ServerTable } from '@/frame/server-table.tsx';
import { useCan } from '@/frame/session.ts';
import { type PagedList, useServerTable } from '@/frame/use-server-table.ts';
import { useStatusParam } from '@/frame/use-status-param.ts';

interface UserFilters {
  query: string;
  status: UserStatus | undefined;
}

export function StatusTag({ status }: { status: UserStatus }) {
  const { t } = useTranslation();
  return <Tag color={status === 'active' ? 'green' : 'red'}>{t(`users.status.${status}`)}</Tag>;
}

/** The search and the status filter in the page's header; a change starts the list again at page 1. */
function UserFilterBar({
  status,
  onChange,
}: {
  status: UserStatus | undefined;
  onChange: (next: Partial<UserFilters>) => void;
}) {
  const { t } = useTranslation();
  // The server searches e-mails only for whom sees them whole (users.personal).
  const searchLabel = t(
    useCan()('users.personal') ? 'users.searchPlaceholder' : 'users.searchPlaceholderNoEmail',
  );
  return (
    <>
      <Input.Search
        allowClear
        placeholder={searchLabel}
        aria-label={searchLabel}
        style={{ width: 320 }}
        onSearch={(query) => onChange({ query: query.trim() })}
      />
      <Select
        allowClear
        placeholder={t('users.statusFilter')}
        aria-label={t('users.statusFilter')}
        style={{ width: 140 }}
        value={status}
        onChange={(next: UserStatus | undefined) => onChange({ status: next })}
        options={[
          { value: 'active', label: t('users.status.active') },
          { value: 'frozen', label: t('users.status.frozen') },
        ]}
      />
    </>
  );
}

/** The list's columns: uid and account (opening the record), e-mail, nickname, status, identity, referrer, joined. */
function userColumns(t: TFunction): TableColumnsType<AdminUserSummary> {
  return [
    { title: t('users.uid'), dataIndex: 'uid', key: 'uid', sorter: true },
    {
      title: t('users.account'),
      dataIndex: 'account',
      key: 'account',
      sorter: true,
      render: (account: string, user) => <Link to={`/users/${user.id}`}>{account}</Link>,
    },
    { title: t('users.email'), dataIndex: 'email', key: 'email', sorter: true },
    { title: t('users.nickname'), dataIndex: 'nickname' },
    {
      title: t('users.statusColumn'),
      dataIndex: 'status',
      render: (status: UserStatus) => <StatusTag status={status} />,
    },
    {
      title: t('users.identity'),
      dataIndex: 'realNameStatus',
      render: (value: string) => t(`users.realName.${value}`),
    },
    {
      title: t('users.referrerCode'),
      dataIndex: 'referrerInvitationCode',
      render: orDash,
    },
    {
      title: t('users.createdAt'),
      dataIndex: 'createdAt',
      key: 'createdAt',
      sorter: true,
      defaultSortOrder: 'descend',
      render: formatTime,
    },
  ];
}

/** Every user, searched, filtered, paged and sorted by the server. */
export default function UsersPage() {
  const { t } = useTranslation();
  // The dashboard's frozen-users figure opens the list on ?status=frozen.
  const opening = useStatusParam(USER_STATUSES, undefined);
  const [filters, setFilters] = useState<UserFilters>({ query: '', status: opening });
  const table = useServerTable<AdminUserSummary, UserFilters>({
    queryKey: ['admin', 'users'],
    filters,
    load: ({ page, limit, sort, order, filters: current }) =>
      http.get<PagedList<AdminUserSummary>>('/users', {
        query: { page, limit, sort, order, query: current.query, status: current.status },
      }),
  });
  const change = (next: Partial<UserFilters>) => {
    setFilters((current) => ({ ...current, ...next }));
    table.resetPage();
  };

  return (
    <>
      <PageHeader
        title={t('menu.users')}
        extra={<UserFilterBar status={filters.status} onChange={change} />}
      />
      <ServerTable<AdminUserSummary> rowKey="id" table={table} columns={userColumns(t)} />
    </>
  );
}
