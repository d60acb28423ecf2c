import type { KycStatus } from '@halcyon/api';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import type { UseFormSetError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@/shared/api/api-error.ts';
import { showServerErrors } from '@/shared/api/form-errors.ts';
import { useSingleFlight } from '@/shared/api/use-single-flight.ts';
import { showSuccessToast } from '@/shared/ui/feedback.ts';
import { SERVER_ERROR_TYPE } from '@/shared/ui/form-field.tsx';
import { KYC_STATUS_KEY, type KycPhotoSide, kycApi } from './api.ts';
import type { KycForm as FormValues } from './form-rules.ts';

const FIELDS = ['realName', 'idType', 'idNumber', 'front', 'back'] as const;
/** Server field names of the photos -> the form's. */
const SERVER_PHOTO_FIELDS = { frontFileId: 'front', backFileId: 'back' } as const;

/**
 * Submitting the verification: each photo is uploaded once per picked file (a retried submit reuses its
 * id), then the submission names the two uploads. Refusals land under their field, the photos' included.
 */
export function useSubmitKyc(setError: UseFormSetError<FormValues>) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [saving, setSaving] = useState(false);
  const uploaded = useRef(new Map<File, string>());

  const uploadOnce = async (side: KycPhotoSide, file: File): Promise<string> => {
    const known = uploaded.current.get(file);
    if (known) return known;
    const result = await kycApi.uploadPhoto(side, file);
    uploaded.current.set(file, result.fileId);
    return result.fileId;
  };

  const send = async (values: FormValues) => {
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
  };

  // A second tap checks its values and sends before `saving` is drawn: only a ref sees the first send (which
  // would otherwise upload both photos twice and be refused the second time, the first being under review).
  const once = useSingleFlight();
  const submit = (values: FormValues) => once(() => send(values));
  return { saving, submit };
}
