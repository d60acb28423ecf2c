import { type Control, Controller, type UseFormClearErrors, type UseFormSetError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { SERVER_ERROR_TYPE } from '@/shared/ui/form-field.tsx';
import type { KycForm as FormValues } from '../form-rules.ts';
import { PhotoPicker } from './photo-picker.tsx';

/**
 * One side of the document as a form field. A picked file the picker refuses (type, size) shows its
 * message as worded; the schema's messages are keys, translated here.
 */
export function KycPhotoField({
  name,
  control,
  setError,
  clearErrors,
}: {
  name: 'front' | 'back';
  control: Control<FormValues>;
  setError: UseFormSetError<FormValues>;
  clearErrors: UseFormClearErrors<FormValues>;
}) {
  const { t } = useTranslation();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => {
        const raw = fieldState.error?.message;
        const error = raw && fieldState.error?.type !== SERVER_ERROR_TYPE ? t(raw) : raw;
        return (
          <PhotoPicker
            id={`kyc-${name}`}
            label={t(`kyc.${name}`)}
            previewAlt={t(`kyc.${name}Preview`)}
            file={field.value ?? null}
            error={error}
            onChange={(file, problem) => {
              if (problem) {
                setError(name, { type: SERVER_ERROR_TYPE, message: problem });
                return;
              }
              clearErrors(name);
              field.onChange(file);
            }}
          />
        );
      }}
    />
  );
}
