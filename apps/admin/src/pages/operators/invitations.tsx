import type { AdminInvitation, OperatorRole } from '@halcyon/api';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Form, Input, Popconfirm, Select, Table } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '@/frame/error-text.ts';
import { FormModal } from '@/frame/form-modal.tsx';
import { formatTime } from '@/frame/format.ts';
import { http } from '@/frame/http.ts';
import { PageHeader } from '@/frame/page-header.tsx';
import { useSingleMutation } from '@/frame/use-single-mutation.ts';
import { OPERATORS_KEY, useRoleOptions } from './operator-actions.tsx';

interface InviteForm {
  email: string;
  name: string;
  role: OperatorRole;
}

/** Invites a person by e-mail with a role; the invitation waits in the list below until accepted. */
export function InviteButton() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const client = useQueryClient();
  const roles = useRoleOptions();
  const [open, setOpen] = useState(false);
  const invite = useSingleMutation({
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
  const revoke = useSingleMutation({
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

/** The invitations sent and not yet accepted, each with its revoke. */
export function PendingInvitations({ invitations }: { invitations: AdminInvitation[] }) {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t('operators.pendingInvitations')} />
      <Table<AdminInvitation>
        rowKey="id"
        size="small"
        dataSource={invitations}
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
    </>
  );
}
