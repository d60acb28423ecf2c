import { withdrawalPasswordRequest } from '@halcyon/api';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { Button } from 'antd-mobile';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { accountKeys } from '@/shared/account/account-keys.ts';
import { showServerErrors } from '@/shared/api/form-errors.ts';
import { showSuccessToast } from '@/shared/ui/feedback.ts';
import { TextField } from '@/shared/ui/form-field.tsx';
import { financeApi } from '../api.ts';
import { PasswordStrength } from './password-strength.tsx';

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

  const onSubmit = handleSubmit(async (values) => {
    setSaving(true);
    try {
      const body = changing
        ? values
        : { newPassword: values.newPassword, confirmPassword: values.confirmPassword };
      const status = await financeApi.setPassword(body);
      queryClient.setQueryData(accountKeys.withdrawalPassword, status);
      showSuccessToast(t(changing ? 'finance.password.changed' : 'finance.password.saved'));
      onDone();
    } catch (error) {
      showServerErrors(error, setError, {
        fields: FIELDS,
        codeFields: { WITHDRAWAL_PASSWORD_INCORRECT: 'currentPassword', SAME_PASSWORD: 'newPassword' },
      });
    } finally {
      setSaving(false);
    }
  });

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
      <p className="hc-fin-warning">{t('finance.password.hold')}</p>
      <Button block type="submit" color="primary" size="large" loading={saving}>
        {t('finance.password.save')}
      </Button>
    </form>
  );
}
