import { twoFactorCodeRequest } from '@halcyon/api';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button } from 'antd-mobile';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { showServerErrors } from '@/shared/api/form-errors.ts';
import { TextField } from '@/shared/ui/form-field.tsx';

const CODE_FIELDS = { TOTP_INVALID: 'code', TWO_FACTOR_SETUP_REQUIRED: 'code' } as const;

/** One code field and a submit button: confirming the setup, and turning the factor off. */
export function CodeForm({
  id,
  submitLabel,
  danger = false,
  onSubmit,
}: {
  id: string;
  submitLabel: string;
  danger?: boolean;
  onSubmit: (code: string) => Promise<void>;
}) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const { control, handleSubmit, setError, reset } = useForm({
    resolver: zodResolver(twoFactorCodeRequest),
    defaultValues: { code: '' },
  });
  const submit = handleSubmit(async ({ code }) => {
    setBusy(true);
    try {
      await onSubmit(code);
      reset();
    } catch (error) {
      showServerErrors(error, setError, { fields: ['code'], codeFields: CODE_FIELDS });
    } finally {
      setBusy(false);
    }
  });
  return (
    <form className="hc-form hc-inline-form" onSubmit={submit} noValidate>
      <TextField
        control={control}
        name="code"
        id={id}
        label={t('twoFactor.code')}
        placeholder={t('twoFactor.codePlaceholder')}
        autoComplete="one-time-code"
      />
      <Button block type="submit" color={danger ? 'danger' : 'primary'} loading={busy}>
        {submitLabel}
      </Button>
    </form>
  );
}
