import { LOCALE_NAMES } from '@halcyon/i18n';
import { Button, List } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLocale } from '@/shared/i18n/i18n.ts';
import { navigateTo } from '@/shared/navigation/navigation.ts';
import { PATHS } from '@/shared/navigation/paths.ts';
import { logout } from '@/shared/session/session-service.ts';
import { useSessionStore } from '@/shared/session/session-store.ts';
import { ThemeSwitchItem } from '@/shared/theme/theme-switch.tsx';
import { showConfirm } from '@/shared/ui/feedback.ts';
import { ActionRow, InfoRow, RowGroup } from '@/shared/ui/rows.tsx';
import { useTwoFactorStatus } from '../api.ts';
import { ChangePasswordForm } from '../components/change-password-form.tsx';
import { InviteCard } from '../components/invite-card.tsx';
import { NicknameForm } from '../components/nickname-form.tsx';
import { ProfileHeader } from '../components/profile-header.tsx';
import '../profile.css';

/**
 * Personal centre (login only): who I am, my invitation, the state of identity, withdrawal password and
 * two-factor sign-in (each leading to its page), password and sessions, settings, logout.
 */
export default function ProfilePage() {
  const { t } = useTranslation();
  const user = useSessionStore((state) => state.userInfo);
  const [editing, setEditing] = useState<'nickname' | 'password' | null>(null);
  const twoFactor = useTwoFactorStatus();
  if (!user) return null;

  const confirmLogout = async () => {
    if (await showConfirm(t('profile.logoutConfirm'))) await logout();
  };

  return (
    <div className="hc-profile">
      <ProfileHeader user={user} />
      <RowGroup>
        <InfoRow label={t('profile.uid')} value={user.uid ?? user.id} />
        <InfoRow label={t('profile.account')} value={user.account ?? ''} />
        <InfoRow label={t('profile.email')} value={user.email ?? ''} />
        {editing === 'nickname' ? (
          <NicknameForm current={user.nickname ?? ''} onDone={() => setEditing(null)} />
        ) : (
          <ActionRow
            label={t('profile.editNickname')}
            value={user.nickname ?? ''}
            onClick={() => setEditing('nickname')}
          />
        )}
        {user.creditScore !== undefined ? (
          <InfoRow label={t('profile.creditScore')} value={user.creditScore} />
        ) : null}
        {user.invitationCode ? <InviteCard code={user.invitationCode} /> : null}
      </RowGroup>
      <RowGroup title={t('profile.security')}>
        <ActionRow
          label={t('account.identity')}
          value={t(`realName.${user.realNameStatus ?? 'unverified'}`)}
          onClick={() => navigateTo(PATHS.realnameAuth)}
        />
        <ActionRow
          label={t('account.withdrawalPassword')}
          value={user.withdrawalPasswordSet ? t('account.set') : t('account.notSet')}
          onClick={() => navigateTo(PATHS.withdrawalPassword)}
        />
        <ActionRow
          label={t('twoFactor.title')}
          value={twoFactor.data ? t(twoFactor.data.enabled ? 'twoFactor.on' : 'twoFactor.off') : ''}
          onClick={() => navigateTo(PATHS.security)}
        />
        <ActionRow label={t('account.sessions')} onClick={() => navigateTo(PATHS.security)} />
        {editing === 'password' ? (
          <ChangePasswordForm onDone={() => setEditing(null)} />
        ) : (
          <ActionRow label={t('profile.changePassword')} onClick={() => setEditing('password')} />
        )}
      </RowGroup>
      <RowGroup title={t('profile.settings')}>
        <ActionRow
          label={t('profile.language')}
          value={LOCALE_NAMES[currentLocale()]}
          onClick={() => navigateTo(PATHS.language)}
        />
        <List>
          <ThemeSwitchItem />
        </List>
        <ActionRow label={t('profile.aboutUs')} onClick={() => navigateTo(PATHS.aboutUs)} />
      </RowGroup>
      <div className="hc-profile-logout">
        <Button block color="danger" fill="outline" onClick={() => void confirmLogout()}>
          {t('profile.logout')}
        </Button>
      </div>
    </div>
  );
}
