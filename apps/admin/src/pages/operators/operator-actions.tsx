import { type AdminOperator, OPERATOR_ROLES, type OperatorRole } from '@halcyon/api';
import { useQueryClient } from '@tanstack/react-query';
import { App, Button, Popconfirm, Select, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { useConfirmStep } from '@/frame/confirm-step.tsx';
import { errorText } from '@/frame/error-text.ts';
import { http } from '@/frame/http.ts';
import { endSession, noteSessionEnded } from '@/frame/session.ts';
import { useSingleMutation } from '@/frame/use-single-mutation.ts';

export const OPERATORS_KEY = ['admin', 'operators'] as const;

export function useRoleOptions() {
  const { t } = useTranslation();
  return OPERATOR_ROLES.map((role) => ({ value: role, label: t(`roles.${role}`) }));
}

/**
 * A row's role, disabling or enabling, and TOTP reset; each asks first. A new role ends the operator's
 * sessions, one's own included: changing one's own role says so, and signs out as soon as it is done.
 */
export function OperatorActions({ operator, self }: { operator: AdminOperator; self: boolean }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const client = useQueryClient();
  const roles = useRoleOptions();
  const confirmStep = useConfirmStep();
  const act = useSingleMutation({
    mutationFn: ({ path, body }: { path: string; body?: unknown }) =>
      http.post(`/operators/${operator.id}/${path}`, body),
    onSuccess: (_answer, { path }) => {
      if (self && path === 'role') {
        // The server has ended this session: go to the sign-in page now rather than at the next request.
        noteSessionEnded();
        endSession();
        return;
      }
      message.success(t('common.saved'));
      void client.invalidateQueries({ queryKey: OPERATORS_KEY });
    },
    onError: (error) => message.error(errorText(error)),
  });
  const changeRole = (role: OperatorRole) => {
    const named = { name: operator.name, role: t(`roles.${role}`) };
    confirmStep.ask(
      self
        ? { title: t('operators.roleChangeSelfTitle', named), content: t('operators.roleChangeSelfContent') }
        : { title: t('operators.roleChangeTitle', named), content: t('operators.roleChangeContent') },
      () => act.mutate({ path: 'role', body: { role } }),
    );
  };
  const disabled = operator.status === 'disabled';
  return (
    <Space>
      <Select
        size="small"
        aria-label={t('operators.role')}
        style={{ width: 130 }}
        value={operator.role}
        options={roles}
        disabled={act.isPending}
        onChange={changeRole}
      />
      {/* One's own account is disabled by another owner (the server refuses it too). */}
      <Popconfirm
        title={t(disabled ? 'operators.enableConfirm' : 'operators.disableConfirm', { name: operator.name })}
        onConfirm={() => act.mutate({ path: disabled ? 'enable' : 'disable' })}
        disabled={self}
      >
        <Button size="small" danger={!disabled} disabled={self}>
          {t(disabled ? 'operators.enable' : 'operators.disable')}
        </Button>
      </Popconfirm>
      <Popconfirm
        title={t('operators.resetTotpConfirm', { name: operator.name })}
        onConfirm={() => act.mutate({ path: 'reset-totp' })}
      >
        <Button size="small">{t('operators.resetTotp')}</Button>
      </Popconfirm>
      {confirmStep.dialog}
    </Space>
  );
}
