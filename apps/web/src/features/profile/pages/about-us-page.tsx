import { CONFIG_CHANNEL } from '@halcyon/api';
import { useTranslation } from 'react-i18next';
import { useAppInfo } from '@/shared/api/app-api.ts';
import {
  localizedValue,
  logoSource,
  useAppConfigValues,
  useConfiguredAppName,
} from '@/shared/api/app-config-values.ts';
import { currentLocale } from '@/shared/i18n/i18n.ts';
import { useChannel } from '@/shared/realtime/use-channel.ts';
import '../profile.css';

/**
 * About us: the logo and name and the operators' text in the current language (console: configuration, stored as
 * app_config `about_us.{locale}`) when set, else the built-in paragraphs; and the version.
 */
export default function AboutUsPage() {
  const { t } = useTranslation();
  const { data } = useAppInfo();
  const values = useAppConfigValues();
  const appName = useConfiguredAppName();
  useChannel(CONFIG_CHANNEL);
  const text = localizedValue(values.data, 'about_us', currentLocale());
  return (
    <article className="hc-section hc-about">
      <img className="hc-about-logo" src={logoSource(data?.appLogo)} alt="" width={64} height={64} />
      <p className="hc-about-name" data-testid="about-us-name">
        {appName ?? t('app.title')}
      </p>
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
