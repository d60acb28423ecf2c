import { useQuery } from '@tanstack/react-query';
import { SpinLoading } from 'antd-mobile';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { showErrorToast } from '@/shared/ui/feedback.ts';
import { authApi, type Captcha } from '../api.ts';

export const captchaKey = ['auth', 'captcha'] as const;

/** The register captcha; a fresh one on every mount and on every tap. */
export function useCaptcha(enabled: boolean) {
  const query = useQuery({
    queryKey: captchaKey,
    queryFn: authApi.captcha,
    enabled,
    staleTime: 0,
    gcTime: 0,
  });
  return query;
}

interface CaptchaImageProps {
  captcha: Captcha | undefined;
  loading: boolean;
  failed: boolean;
  onRefresh: () => void;
}

export function CaptchaImage({ captcha, loading, failed, onRefresh }: CaptchaImageProps) {
  const { t } = useTranslation();
  useEffect(() => {
    if (failed) showErrorToast(t('auth.captchaLoadFailed'));
  }, [failed, t]);
  return (
    <button
      type="button"
      className="hc-captcha-image"
      aria-label={t('auth.captchaImage')}
      onClick={onRefresh}
    >
      {loading || !captcha ? <SpinLoading /> : <img src={captcha.image} alt="" />}
    </button>
  );
}
