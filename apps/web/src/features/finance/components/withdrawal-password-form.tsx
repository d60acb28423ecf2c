import { withdrawalPasswordRequest } from '@halcyon/api';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { Button } from 'antd-mobile';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { accountKeys } from '@/shared/account/account-keys.ts';
import { isApiError } from '@/shared/api/api-error.ts';
import { showServerErrors } from '@/shared/api/form-errors.ts';
import { useSingleFlight } from '@/shared/api/use-single-flight.ts';
import { showSuccessToast } from '@/shared/ui/feedback.ts';
import { TextField } from '@/shared/ui/form-field.tsx';
import { financeApi, useTwoFactorOn } from '../api.ts';
import { PasswordStrength } from './password-strength.tsx';
import { TotpField } from './totp-field.tsx';

const FIELDS = ['currentPassword', 'newPassword', 'confirmPassword'] as const;

/** Changing needs the current password; setting the first one does not. */
function schemaFor(changing: boolean) {
  return withdrawalPasswordRequest.superRefine((body, ctx) => {
    if (changing && !body.currentPassword) {
      ctx.addIssue({
        code: 'custom',
        path: ['currentPassword'],
        message: 'finance.passwordRules.currentRequired',
      });
    }
  });
}

/**
 * The second-factor code of the form, beside react-hook-form (the field exists only while two-factor
 * sign-in is on). `refused` takes the server's answers about it: asked for (403) or wrong (422 on totp).
 */
function usePasswordFormCode() {
  const { t } = useTranslation();
  const twoFactorOn = useTwoFactorOn();
  const [asked, setAsked] = useState(false);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>(undefined);
  const shown = twoFactorOn || asked;
  return {
    shown,
    code,
    error,
    change: (next: string) => {
      setError(undefined);
      setCode(next);
    },
    /** False (with the field's message) when the code is needed and missing. */
    ready(): boolean {
      if (shown && !code) setError(t('validation.totpRequired'));
      return !shown || code !== '';
    },
    refused(failure: unknown): boolean {
      if (!isApiError(failure)) return false;
      if (failure.code === 'WITHDRAWAL_TOTP_REQUIRED') {
        setAsked(true);
        setError(failure.message);
        return true;
      }
      const messages = failure.status === 422 ? failure.errors?.totp : undefined;
      if (!messages) return false;
      setCode('');
      setError(messages.join('\n'));
      return true;
    },
  };
}

const CODE_FIELDS = {
  WITHDRAWAL_PASSWORD_INCORRECT: 'currentPassword',
  SAME_PASSWORD: 'newPassword',
} as const;

/** Set or change the withdrawal password (spec section 5), with the strength meter on the new one. */
export function WithdrawalPasswordForm({ changing, onDone }: { changing: boolean; onDone: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [saving, setSaving] = useState(false);
  const { control, handleSubmit, setError } = useForm({
    resolver: zodResolver(schemaFor(changing)),
    defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
  });
  const newPassword = useWatch({ control, name: 'newPassword' });
  const code = usePasswordFormCode();

  // A second tap checks its values and sends before `saving` is drawn: only a ref sees the first send.
  const once = useSingleFlight();
  const onSubmit = handleSubmit((values) =>
    once(async () => {
      if (!code.ready()) return;
      setSaving(true);
      try {
        const body = changing
          ? values
          : { newPassword: values.newPassword, confirmPassword: values.confirmPassword };
        const status = await financeApi.setPassword(code.shown ? { ...body, totp: code.code } : body);
        queryClient.setQueryData(accountKeys.withdrawalPassword, status);
        showSuccessToast(t(changing ? 'finance.password.changed' : 'finance.password.saved'));
        onDone();
      } catch (error) {
        if (code.refused(error)) return;
        showServerErrors(error, setError, { fields: FIELDS, codeFields: CODE_FIELDS });
      } finally {
        setSaving(false);
      }
    }),
  );

  return (
    <form className="hc-form hc-fin-form" onSubmit={onSubmit} noValidate>
      {changing ? (
        <TextField
          control={control}
          name="currentPassword"
          id="wp-current"
          type="password"
          inputMode="numeric"
          label={t('finance.password.current')}
          autoComplete="off"
          maxLength={32}
        />
      ) : null}
      <TextField
        control={control}
        name="newPassword"
        id="wp-new"
        type="password"
        inputMode="numeric"
        label={t('finance.password.newPassword')}
        placeholder={t('finance.password.rules')}
        autoComplete="new-password"
        maxLength={32}
      />
      <PasswordStrength password={newPassword} />
      <TextField
        control={control}
        name="confirmPassword"
        id="wp-confirm"
        type="password"
        inputMode="numeric"
        label={t('finance.password.confirm')}
        autoComplete="new-password"
        maxLength={32}
      />
      {code.shown ? (
        <TotpField id="wp-totp" value={code.code} onChange={code.change} error={code.error} />
      ) : null}
      <p className="hc-fin-warning">{t('finance.password.hold')}</p>
      <Button block type="submit" color="primary" size="large" loading={saving}>
        {t('finance.password.save')}
      </Button>
    </form>
  );
}
