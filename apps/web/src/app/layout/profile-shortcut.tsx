import { useTranslation } from 'react-i18next';
import { navigateTo } from '@/shared/navigation/navigation.ts';
import { PATHS } from '@/shared/navigation/paths.ts';
import { useSessionStore } from '@/shared/session/session-store.ts';
import { UserIcon } from '@/shared/ui/icons.tsx';
import { usePrivateImage } from '@/shared/ui/private-image.tsx';

/**
 * The home header's way to the personal centre: the person's photo once it is loaded, else the default
 * figure (logged out, no photo yet, or a photo that cannot be read).
 */
export function ProfileShortcut() {
  const { t } = useTranslation();
  const avatar = useSessionStore((state) => (state.isLogin ? state.userInfo?.avatar : null));
  const src = usePrivateImage(avatar);
  return (
    <button
      type="button"
      className="hc-icon-button"
      aria-label={t('pageTitle.profile')}
      onClick={() => navigateTo(PATHS.profile)}
    >
      {src ? <img className="hc-navbar-avatar" src={src} alt="" data-testid="header-avatar" /> : <UserIcon />}
    </button>
  );
}
