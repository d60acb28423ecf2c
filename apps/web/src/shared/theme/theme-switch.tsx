import { List, Switch } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useThemeStore } from './theme-store.ts';

/** One list row: "Dark mode" with a switch; used by the profile and language pages. */
export function ThemeSwitchItem() {
  const { t } = useTranslation();
  const theme = useThemeStore((state) => state.theme);
  const toggleTheme = useThemeStore((state) => state.toggleTheme);
  return (
    <List.Item
      extra={<Switch checked={theme === 'dark'} onChange={toggleTheme} aria-label={t('theme.dark')} />}
    >
      {t('theme.dark')}
    </List.Item>
  );
}
