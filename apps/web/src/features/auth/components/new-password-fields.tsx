import type { Control, FieldValues, Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { TextField } from '@/shared/ui/form-field.tsx';
import { fieldId } from './field-id.ts';

interface NewPasswordFieldsProps<T extends FieldValues> {
  control: Control<T>;
  /** Ids are the prefix and the kebab-cased field name: "reset" -> "reset-new-password", "reset-confirm-password". */
  idPrefix: string;
  passwordName: Path<T>;
  confirmName: Path<T>;
  /** The password field's label, translated: register and reset word it differently. */
  passwordLabel: string;
}

/** A new password and its confirmation (register and reset password). */
export function NewPasswordFields<T extends FieldValues>({
  control,
  idPrefix,
  passwordName,
  confirmName,
  passwordLabel,
}: NewPasswordFieldsProps<T>) {
  const { t } = useTranslation();
  return (
    <>
      <TextField
        control={control}
        name={passwordName}
        id={fieldId(idPrefix, passwordName)}
        type="password"
        label={passwordLabel}
        placeholder={t('auth.passwordPlaceholder')}
        autoComplete="new-password"
      />
      <TextField
        control={control}
        name={confirmName}
        id={fieldId(idPrefix, confirmName)}
        type="password"
        label={t('auth.confirmPassword')}
        placeholder={t('auth.confirmPasswordPlaceholder')}
        autoComplete="new-password"
      />
    </>
  );
}
