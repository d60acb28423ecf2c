import { KYC_ID_TYPES, type KycIdType, type KycStatus } from '@halcyon/api';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Selector } from 'antd-mobile';
import { useRef, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@/shared/api/api-error.ts';
import { showServerErrors } from '@/shared/api/form-errors.ts';
import { showSuccessToast } from '@/shared/ui/feedback.ts';
import { SERVER_ERROR_TYPE, TextField } from '@/shared/ui/form-field.tsx';
import { KYC_STATUS_KEY, type KycPhotoSide, kycApi } from '../api.ts';
import { type KycForm as FormValues, kycFormSchema } from '../form-rules.ts';
import { PhotoPicker } from './photo-picker.tsx';

const FIELDS = ['realName', 'idType', 'idNumber', 'front', 'back'] as const;
/** Server field names of the photos -> the form's. */
const SERVER_PHOTO_FIELDS = { frontFileId: 'front', backFileId: 'back' } as const;

/**
 * The submission form: name, document type, number and both photos. Each photo is uploaded once per
 * picked file (a retried submit reuses its id); the submission then names the two uploads.
 */
export function KycForm({ initialIdType = 'national_id' }: { initialIdType?: KycIdType }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [saving, setSaving] = useState(false);
  const uploaded = useRef(new Map<File, string>());
  const { control, handleSubmit, setError, clearErrors } = useForm<FormValues>({
    resolver: zodResolver(kycFormSchema),
    defaultValues: { realName: '', idType: initialIdType, idNumber: '', front: null, back: null },
  });

  const uploadOnce = async (side: KycPhotoSide, file: File): Promise<string> => {
    const known = uploaded.current.get(file);
    if (known) return known;
    const result = await kycApi.uploadPhoto(side, file);
    uploaded.current.set(file, result.fileId);
    return result.fileId;
  };

  const onSubmit = handleSubmit(async (values) => {
    if (!values.front || !values.back) return;
    setSaving(true);
    try {
      let frontFileId: string;
      let backFileId: string;
      try {
        frontFileId = await uploadOnce('kyc_front', values.front);
        backFileId = await uploadOnce('kyc_back', values.back);
      } catch (error) {
        const refused = isApiError(error) && error.status > 0 && error.status < 500;
        const message = refused ? error.message : t('kyc.uploadFailed');
        setError(uploaded.current.has(values.front) ? 'back' : 'front', {
          type: SERVER_ERROR_TYPE,
          message,
        });
        return;
      }
      const status: KycStatus = await kycApi.submit({
        realName: values.realName.trim(),
        idType: values.idType,
        idNumber: values.idNumber.trim().toUpperCase().replace(/\s/g, ''),
        frontFileId,
        backFileId,
      });
      queryClient.setQueryData(KYC_STATUS_KEY, status);
      showSuccessToast(t('kyc.submitted'));
    } catch (error) {
      if (isApiError(error) && error.errors) {
        // The server names the photos by their upload ids; show those messages under the pickers.
        for (const [server, field] of Object.entries(SERVER_PHOTO_FIELDS)) {
          const messages = error.errors[server];
          if (messages) setError(field, { type: SERVER_ERROR_TYPE, message: messages.join('\n') });
        }
      }
      showServerErrors(error, setError, { fields: FIELDS });
      void queryClient.invalidateQueries({ queryKey: KYC_STATUS_KEY });
    } finally {
      setSaving(false);
    }
  });

  const photo = (name: 'front' | 'back') => (
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

  return (
    <form className="hc-form" onSubmit={onSubmit} noValidate>
      <TextField
        control={control}
        name="realName"
        id="kyc-name"
        label={t('kyc.realName')}
        placeholder={t('kyc.realNamePlaceholder')}
        autoComplete="name"
        maxLength={64}
      />
      <Controller
        control={control}
        name="idType"
        render={({ field }) => (
          <fieldset className="hc-field">
            <legend className="hc-field-label">{t('kyc.idType')}</legend>
            <Selector
              className="hc-kyc-selector"
              columns={2}
              options={KYC_ID_TYPES.map((type) => ({ label: t(`kyc.idTypes.${type}`), value: type }))}
              value={[field.value]}
              onChange={(picked) => {
                const next = picked[0];
                if (next) field.onChange(next);
              }}
            />
          </fieldset>
        )}
      />
      <TextField
        control={control}
        name="idNumber"
        id="kyc-number"
        label={t('kyc.idNumber')}
        placeholder={t('kyc.idNumberPlaceholder')}
        autoComplete="off"
        maxLength={32}
      />
      <p className="hc-kyc-hint">{t('kyc.photoHint')}</p>
      {photo('front')}
      {photo('back')}
      <Button block type="submit" color="primary" size="large" loading={saving}>
        {t('kyc.submit')}
      </Button>
    </form>
  );
}
