import { Input } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { FieldShell } from '@/shared/ui/form-field.tsx';

/**
 * The second-factor code of a withdrawal or a withdrawal-password change: the 6 digits of the
 * authenticator app, or one of the recovery codes (so letters and a dash are allowed too).
 */
export function TotpField({
  id,
  value,
  onChange,
  error,
}: {
  id: string;
  value: string;
  onChange: (value: string) => void;
  error: string | undefined;
}) {
  const { t } = useTranslation();
  return (
    <FieldShell id={id} label={t('withdrawalGuard.codeLabel')} error={error}>
      <Input
        id={id}
        value={value}
        onChange={(next) => onChange(next.replace(/\s/g, ''))}
        placeholder={t('withdrawalGuard.codePlaceholder')}
        autoComplete="one-time-code"
        maxLength={32}
      />
      <p className="hc-fin-hint">{t('withdrawalGuard.codeHint')}</p>
    </FieldShell>
  );
}
