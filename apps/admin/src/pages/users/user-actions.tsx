import type { AdminUserDetail, ResetTwoFactorResponse } from '@halcyon/api';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Form } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '@/frame/error-text.ts';
import { FormModal } from '@/frame/form-modal.tsx';
import { formatTime } from '@/frame/format.ts';
import { AdminApiError, http } from '@/frame/http.ts';
import { ReasonItem } from '@/frame/reason-item.tsx';
import { useSingleMutation } from '@/frame/use-single-mutation.ts';

interface ReasonActionProps<T> {
  userId: string;
  /** The dialog's form, which its OK button submits. */
  formId: string;
  /** The button's and the dialog's confirming text. */
  label: string;
  title: string;
  /** What the action does to the person, above the reason. */
  hint?: string;
  danger: boolean;
  send: (reason: string) => Promise<T>;
  /** The success message, from the server's answer. */
  done: (answer: T) => string;
}

/**
 * A change to a person's account that the audit log keeps with its reason: a button, a dialog asking for the
 * reason, and the user's page refreshed afterwards, also when the server refused because another operator
 * changed the account first (409: said, and the dialog closed on the account as it now is).
 */
function ReasonAction<T>({ userId, formId, label, title, hint, danger, send, done }: ReasonActionProps<T>) {
  const { message } = App.useApp();
  const client = useQueryClient();
  const [open, setOpen] = useState(false);
  const change = useSingleMutation({
    mutationFn: (reason: string) => send(reason),
    onSuccess: (answer) => {
      setOpen(false);
      void message.success(done(answer));
    },
    onError: (error) => {
      if (error instanceof AdminApiError && error.status === 409) {
        setOpen(false);
        void message.error(errorText(error));
      }
    },
    onSettled: () => {
      void client.invalidateQueries({ queryKey: ['admin', 'users'] });
      void client.invalidateQueries({ queryKey: ['admin', 'user', userId] });
    },
  });
  return (
    <>
      <Button
        danger={danger}
        onClick={() => {
          change.reset();
          setOpen(true);
        }}
      >
        {label}
      </Button>
      <FormModal
        open={open}
        title={title}
        okText={label}
        okButtonProps={{ danger, htmlType: 'submit', form: formId, loading: change.isPending }}
        onCancel={() => setOpen(false)}
      >
        <Form
          id={formId}
          layout="vertical"
          onFinish={(values: { reason: string }) => change.mutate(values.reason.trim())}
        >
          {hint ? <Alert type="warning" showIcon title={hint} style={{ marginBottom: 16 }} /> : null}
          <ReasonItem />
          {change.isError ? <Alert type="error" showIcon title={errorText(change.error)} /> : null}
        </Form>
      </FormModal>
    </>
  );
}

/** Freeze (ends their sessions, refuses sign-in) or unfreeze, always with a reason for the audit log. */
export function FreezeAction({ detail }: { detail: AdminUserDetail }) {
  const { t } = useTranslation();
  const frozen = detail.profile.status === 'frozen';
  const action = frozen ? 'unfreeze' : 'freeze';
  return (
    <ReasonAction
      userId={detail.profile.id}
      formId="freeze-form"
      label={t(frozen ? 'users.unfreeze' : 'users.freeze')}
      title={t(frozen ? 'users.unfreezeTitle' : 'users.freezeTitle', { account: detail.profile.account })}
      danger={!frozen}
      send={(reason) => http.post(`/users/${encodeURIComponent(detail.profile.id)}/${action}`, { reason })}
      done={() => t(frozen ? 'users.unfrozen' : 'users.frozen')}
    />
  );
}

/**
 * Turns off the second factor of a person who lost it: whoever talks an operator into this takes the
 * account over with the password alone, hence the warning and the reason.
 */
export function TwoFactorResetAction({ detail }: { detail: AdminUserDetail }) {
  const { t } = useTranslation();
  return (
    <ReasonAction<ResetTwoFactorResponse>
      userId={detail.profile.id}
      formId="two-factor-reset-form"
      label={t('users.resetTwoFactor')}
      title={t('users.resetTwoFactorTitle', { account: detail.profile.account })}
      hint={t('users.resetTwoFactorHint')}
      danger
      send={(reason) =>
        http.post<ResetTwoFactorResponse>(
          `/users/${encodeURIComponent(detail.profile.id)}/two-factor/reset`,
          { reason },
        )
      }
      done={(answer) => t('users.twoFactorReset', { until: formatTime(answer.withdrawalsHeldUntil) })}
    />
  );
}
