import { KYC_ID_TYPES, type KycIdType } from '@halcyon/api';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Selector } from 'antd-mobile';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { TextField } from '@/shared/ui/form-field.tsx';
import { type KycForm as FormValues, kycFormSchema } from '../form-rules.ts';
import { useSubmitKyc } from '../use-submit-kyc.ts';
import { KycPhotoField } from './kyc-photo-field.tsx';

/**
 * The submission form: name, document type, number and both photos. Each photo is uploaded once per
 * picked file (a retried submit reuses its id); the submission then names the two uploads.
 */
export function KycForm({ initialIdType = 'national_id' }: { initialIdType?: KycIdType }) {
  const { t } = useTranslation();
  const { control, handleSubmit, setError, clearErrors } = useForm<FormValues>({
    resolver: zodResolver(kycFormSchema),
    defaultValues: { realName: '', idType: initialIdType, idNumber: '', front: null, back: null },
  });
  const { saving, submit } = useSubmitKyc(setError);
  const onSubmit = handleSubmit(submit);
  const photo = (name: 'front' | 'back') => (
    <KycPhotoField name={name} control={control} setError={setError} clearErrors={clearErrors} />
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
