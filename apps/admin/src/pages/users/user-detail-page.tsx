import type { AdminUserDetail } from '@halcyon/api';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Form, Input, Spin } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { errorText } from '@/frame/error-text.ts';
import { FormModal } from '@/frame/form-modal.tsx';
import { AdminApiError, http } from '@/frame/http.ts';
import { PageHeader } from '@/frame/page-header.tsx';
import { useCan } from '@/frame/session.ts';
import { UserDetailTabs } from './user-detail-tabs.tsx';
import { StatusTag } from './users-page.tsx';

/** Freeze (ends their sessions, refuses sign-in) or unfreeze, always with a reason for the audit log. */
function FreezeAction({ detail }: { detail: AdminUserDetail }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const client = useQueryClient();
  const [open, setOpen] = useState(false);
  const frozen = detail.profile.status === 'frozen';
  const action = frozen ? 'unfreeze' : 'freeze';
  const change = useMutation({
    mutationFn: (reason: string) => http.post(`/users/${detail.profile.id}/${action}`, { reason }),
    onSuccess: () => {
      setOpen(false);
      message.success(t(frozen ? 'users.unfrozen' : 'users.frozen'));
    },
    onError: (error) => {
      // Another operator froze or unfroze them first: say so, and show the user as they are now.
      if (error instanceof AdminApiError && error.status === 409) {
        setOpen(false);
        void message.error(errorText(error));
      }
    },
    onSettled: () => {
      void client.invalidateQueries({ queryKey: ['admin', 'users'] });
      void client.invalidateQueries({ queryKey: ['admin', 'user', detail.profile.id] });
    },
  });
  return (
    <>
      <Button
        danger={!frozen}
        onClick={() => {
          change.reset();
          setOpen(true);
        }}
      >
        {t(frozen ? 'users.unfreeze' : 'users.freeze')}
      </Button>
      <FormModal
        open={open}
        title={t(frozen ? 'users.unfreezeTitle' : 'users.freezeTitle', { account: detail.profile.account })}
        okText={t(frozen ? 'users.unfreeze' : 'users.freeze')}
        okButtonProps={{
          danger: !frozen,
          htmlType: 'submit',
          form: 'freeze-form',
          loading: change.isPending,
        }}
        onCancel={() => setOpen(false)}
      >
        <Form
          id="freeze-form"
          layout="vertical"
          onFinish={(values: { reason: string }) => change.mutate(values.reason.trim())}
        >
          <Form.Item
            name="reason"
            label={t('common.reason')}
            rules={[{ required: true, whitespace: true, max: 500, message: t('common.reasonRequired') }]}
          >
            <Input.TextArea rows={3} />
          </Form.Item>
          {change.isError ? <Alert type="error" showIcon title={errorText(change.error)} /> : null}
        </Form>
      </FormModal>
    </>
  );
}

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
        extra={can('users.freeze') ? <FreezeAction detail={detail} /> : null}
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
