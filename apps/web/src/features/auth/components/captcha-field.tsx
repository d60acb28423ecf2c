import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { TextField } from '@/shared/ui/form-field.tsx';
import { CaptchaImage, type useCaptcha } from './captcha-image.tsx';

interface CaptchaFieldProps<T extends FieldValues> {
  control: Control<T>;
  name: FieldPath<T>;
  id: string;
  captcha: ReturnType<typeof useCaptcha>;
}

/** The image-code field with its picture (tap for a new one): register and, after many failures, login. */
export function CaptchaField<T extends FieldValues>({ control, name, id, captcha }: CaptchaFieldProps<T>) {
  const { t } = useTranslation();
  return (
    <TextField
      control={control}
      name={name}
      id={id}
      label={t('auth.captcha')}
      placeholder={t('auth.captchaPlaceholder')}
      autoComplete="off"
      maxLength={16}
      extra={
        <CaptchaImage
          captcha={captcha.data}
          loading={captcha.isFetching}
          failed={captcha.isError}
          onRefresh={() => void captcha.refetch()}
        />
      }
    />
  );
}
