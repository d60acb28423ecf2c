import { useTranslation } from 'react-i18next';
import { navigateBack } from '@/shared/navigation/navigation.ts';
import { BackIcon } from '@/shared/ui/icons.tsx';
import { ProfileShortcut } from './profile-shortcut.tsx';

interface NavBarProps {
  title: string;
  /** The coloured bar (#667eea); login, register and language get the plain one. */
  variant: 'bar' | 'plain';
  showBack: boolean;
  profileShortcut?: boolean;
}

export function NavBar({ title, variant, showBack, profileShortcut }: NavBarProps) {
  const { t } = useTranslation();
  return (
    <header className={`hc-navbar hc-navbar-${variant}`}>
      <div className="hc-navbar-side">
        {showBack ? (
          <button
            type="button"
            className="hc-icon-button"
            aria-label={t('common.back')}
            onClick={navigateBack}
          >
            <BackIcon />
          </button>
        ) : null}
      </div>
      <h1 className="hc-navbar-title">{title}</h1>
      <div className="hc-navbar-side hc-navbar-side-end">{profileShortcut ? <ProfileShortcut /> : null}</div>
    </header>
  );
}
