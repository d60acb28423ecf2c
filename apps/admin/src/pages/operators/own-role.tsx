import type { AdminRoles } from '@halcyon/api';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Modal, Spin, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '@/frame/error-text.ts';
import { http } from '@/frame/http.ts';
import { useOperator } from '@/frame/session.ts';
import { PermissionList } from './permission-list.tsx';

/**
 * The signed-in operator's role in the header: it opens what that role may do, read from the server's table
 * (GET /operators/roles answers every operator their own role), so nobody has to ask an owner what they can see.
 */
export function OwnRole() {
  const { t } = useTranslation();
  const { role } = useOperator();
  const [open, setOpen] = useState(false);
  const roles = useQuery({
    queryKey: ['admin', 'operators', 'roles'],
    queryFn: () => http.get<AdminRoles>('/operators/roles'),
    enabled: open,
    // The table changes only with a new server version (a role change signs the operator out).
    staleTime: Number.POSITIVE_INFINITY,
  });
  const own = roles.data?.roles.find((entry) => entry.role === role);
  const name = t(`roles.${role}`);
  return (
    <>
      <Button
        type="text"
        size="small"
        aria-haspopup="dialog"
        aria-label={t('operators.ownRoleOpen', { role: name })}
        onClick={() => setOpen(true)}
      >
        <Tag color="blue">{name}</Tag>
      </Button>
      <Modal
        open={open}
        title={t('operators.ownRoleTitle', { role: name })}
        footer={null}
        onCancel={() => setOpen(false)}
      >
        <Typography.Paragraph type="secondary">{t('operators.ownRoleIntro')}</Typography.Paragraph>
        {roles.isError ? <Alert type="error" showIcon title={errorText(roles.error)} /> : null}
        {roles.isPending ? <Spin /> : null}
        {own ? <PermissionList permissions={own.permissions} /> : null}
      </Modal>
    </>
  );
}
