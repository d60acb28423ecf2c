import { useTranslation } from 'react-i18next';
import { useAppInfo } from '@/shared/api/app-api.ts';
import '../profile.css';

export default function AboutUsPage() {
  const { t } = useTranslation();
  const { data } = useAppInfo();
  return (
    <article className="hc-section hc-about">
      <img className="hc-about-logo" src="./static/images/logo.svg" alt="" width={64} height={64} />
      <h2>{t('aboutUs.heading')}</h2>
      <p>{t('aboutUs.intro')}</p>
      <p>{t('aboutUs.safety')}</p>
      <p className="hc-about-version">{t('aboutUs.version', { version: data?.appVersion ?? '' })}</p>
    </article>
  );
}
