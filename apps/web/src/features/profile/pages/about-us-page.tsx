import { useTranslation } from 'react-i18next';
import { useAppInfo } from '@/shared/api/app-api.ts';
import { currentLocale } from '@/shared/i18n/i18n.ts';
import { aboutUsTextFor, useAboutUsConfig } from '../about-us-text.ts';
import '../profile.css';

/** About us: the operators' text in the current language (app_config about_us) when set, and the version. */
export default function AboutUsPage() {
  const { t } = useTranslation();
  const { data } = useAppInfo();
  const configured = useAboutUsConfig();
  const text = aboutUsTextFor(configured.data, currentLocale());
  return (
    <article className="hc-section hc-about">
      <img className="hc-about-logo" src="./static/images/logo.svg" alt="" width={64} height={64} />
      <h2>{t('aboutUs.heading')}</h2>
      {text !== null ? (
        // Plain text with its line breaks; never markup.
        <p className="hc-about-text" data-testid="about-us-text">
          {text}
        </p>
      ) : (
        <>
          <p>{t('aboutUs.intro')}</p>
          <p>{t('aboutUs.safety')}</p>
        </>
      )}
      <p className="hc-about-version">{t('aboutUs.version', { version: data?.appVersion ?? '' })}</p>
    </article>
  );
}
