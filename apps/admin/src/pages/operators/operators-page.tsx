import type { AdminInvitation, AdminOperator, OperatorRole } from '@halcyon/api';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Form, Input, Popconfirm, Select, Table, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '@/frame/error-text.ts';
import { FormModal } from '@/frame/form-modal.tsx';
import { formatTime } from '@/frame/format.ts';
import { http } from '@/frame/http.ts';
import { PageHeader } from '@/frame/page-header.tsx';
import { ServerTable } from '@/frame/server-table.tsx';
import { useOperator } from '@/frame/session.ts';
import { type PagedList, useServerTable } from '@/frame/use-server-table.ts';
import { OPERATORS_KEY, OperatorActions, useRoleOptions } from './operator-actions.tsx';
import { RolesPanel } from './roles-panel.tsx';

/** A page of operators, and every pending invitation beside it. */
interface OperatorsList extends PagedList<AdminOperator> {
  invitations: AdminInvitation[];
}

interface InviteForm {
  email: string;
  name: string;
  role: OperatorRole;
}

function InviteButton() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const client = useQueryClient();
  const roles = useRoleOptions();
  const [open, setOpen] = useState(false);
  const invite = useMutation({
    mutationFn: (values: InviteForm) => http.post('/operators', values),
    onSuccess: () => {
      setOpen(false);
      message.success(t('operators.invited'));
      void client.invalidateQueries({ queryKey: OPERATORS_KEY });
    },
  });
  return (
    <>
      <Button type="primary" onClick={() => setOpen(true)}>
        {t('operators.invite')}
      </Button>
      <FormModal
        open={open}
        title={t('operators.invite')}
        okText={t('operators.sendInvite')}
        okButtonProps={{ htmlType: 'submit', form: 'invite-form', loading: invite.isPending }}
        onCancel={() => setOpen(false)}
      >
        <Form
          id="invite-form"
          layout="vertical"
          initialValues={{ role: 'viewer' }}
          onFinish={(values: InviteForm) => invite.mutate(values)}
        >
          <Form.Item
            name="email"
            label={t('auth.email')}
            rules={[{ required: true, type: 'email', message: t('auth.emailInvalid') }]}
          >
            <Input />
          </Form.Item>
          <Form.Item
            name="name"
            label={t('operators.name')}
            rules={[{ required: true, whitespace: true, max: 64, message: t('operators.nameRequired') }]}
          >
            <Input />
          </Form.Item>
          <Form.Item name="role" label={t('operators.role')} rules={[{ required: true }]}>
            <Select options={roles} />
          </Form.Item>
          {invite.isError ? <Alert type="error" showIcon title={errorText(invite.error)} /> : null}
        </Form>
      </FormModal>
    </>
  );
}

/** Takes a pending invitation back (a mistyped address, a person who should not join); asks first. */
function RevokeInvitation({ invitation }: { invitation: AdminInvitation }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const client = useQueryClient();
  const revoke = useMutation({
    mutationFn: () => http.post(`/operators/invitations/${encodeURIComponent(invitation.id)}/revoke`),
    onSuccess: () => message.success(t('operators.invitationRevoked')),
    // Refused or not, the list shows what the server has now (another owner may have revoked it first).
    onError: (error) => message.error(errorText(error)),
    onSettled: () => void client.invalidateQueries({ queryKey: OPERATORS_KEY }),
  });
  return (
    <Popconfirm
      title={t('operators.revokeInvitationConfirm', { email: invitation.email })}
      onConfirm={() => revoke.mutate()}
    >
      <Button size="small" danger loading={revoke.isPending}>
        {t('operators.revokeInvitation')}
      </Button>
    </Popconfirm>
  );
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
      <ServerTable<AdminOperator>
        rowKey="id"
        table={table}
        columns={[
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
            render: (_value, operator) => (
              <OperatorActions operator={operator} self={operator.id === me.id} />
            ),
          },
        ]}
      />
      <PageHeader title={t('operators.pendingInvitations')} />
      <Table<AdminInvitation>
        rowKey="id"
        size="small"
        dataSource={query.data?.invitations ?? []}
        pagination={false}
        columns={[
          { title: t('operators.name'), dataIndex: 'name' },
          { title: t('auth.email'), dataIndex: 'email' },
          {
            title: t('operators.role'),
            dataIndex: 'role',
            render: (role: OperatorRole) => t(`roles.${role}`),
          },
          { title: t('operators.expiresAt'), dataIndex: 'expiresAt', render: (ms: number) => formatTime(ms) },
          {
            title: t('common.actions'),
            key: 'actions',
            render: (_value, invitation) => <RevokeInvitation invitation={invitation} />,
          },
        ]}
      />
      <RolesPanel />
    </>
  );
}
