import { twoFactorCodeRequest } from '@halcyon/api';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button } from 'antd-mobile';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useServerSubmit } from '@/shared/api/use-server-submit.ts';
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
  const { control, handleSubmit, setError, reset } = useForm({
    resolver: zodResolver(twoFactorCodeRequest),
    defaultValues: { code: '' },
  });
  const busy = useServerSubmit(setError, { fields: ['code'], codeFields: CODE_FIELDS });
  const submit = handleSubmit(({ code }) =>
    busy.send(async () => {
      await onSubmit(code);
      reset();
    }),
  );
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
      <Button block type="submit" color={danger ? 'danger' : 'primary'} loading={busy.pending}>
        {submitLabel}
      </Button>
    </form>
  );
}
