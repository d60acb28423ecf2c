import { LOCALE_NAMES, type Locale, SUPPORTED_LOCALES } from '@halcyon/i18n';
import { List } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { changeLocale, currentLocale, translate } from '@/shared/i18n/i18n.ts';
import { getSession } from '@/shared/session/session-store.ts';
import { ThemeSwitchItem } from '@/shared/theme/theme-switch.tsx';
import { showErrorToast, showSuccessToast } from '@/shared/ui/feedback.ts';
import { CheckIcon } from '@/shared/ui/icons.tsx';
import { settingsApi } from '../api.ts';
import '../settings.css';

/** The ten languages, each by its own name, the current one checked (spec section 2). */
export default function LanguagePage() {
  // useTranslation re-renders on every language change (here or from another tab), so this stays current.
  const { t } = useTranslation();
  const active = currentLocale();

  const choose = async (locale: Locale) => {
    if (locale === active) return;
    const changed = await changeLocale(locale).catch(() => {
      // Its texts could not be fetched (offline): the screen and the saved choice stay as they were.
      showErrorToast(t('language.changeFailed'));
      return false;
    });
    if (!changed) return;
    // translate() reads the new language; `t` of this render still speaks the old one.
    showSuccessToast(translate('language.changed'));
    // Signed in: the server writes later mail (identity decisions, deposits...) in this language too. The
    // screen has changed already; a failed save leaves the mail in the previous language, nothing worse.
    if (getSession().isLogin) await settingsApi.saveLocale(locale).catch(() => undefined);
  };

  return (
    <div className="hc-language">
      <fieldset className="hc-language-fieldset">
        <legend className="hc-list-title">{t('language.heading')}</legend>
        <div className="hc-list-group hc-language-list">
          {SUPPORTED_LOCALES.map((locale) => {
            const checked = locale === active;
            return (
              <label
                key={locale}
                lang={locale}
                className={checked ? 'hc-language-option hc-language-option-active' : 'hc-language-option'}
              >
                <input
                  type="radio"
                  name="locale"
                  value={locale}
                  checked={checked}
                  onChange={() => void choose(locale)}
                  className="hc-visually-hidden"
                />
                <span>{LOCALE_NAMES[locale]}</span>
                {checked ? <CheckIcon /> : null}
              </label>
            );
          })}
        </div>
      </fieldset>
      <h2 className="hc-list-title">{t('language.display')}</h2>
      <List className="hc-list-group">
        <ThemeSwitchItem />
      </List>
    </div>
  );
}
