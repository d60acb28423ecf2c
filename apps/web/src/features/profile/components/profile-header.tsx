import { useTranslation } from 'react-i18next';
import type { SessionUser } from '@/shared/session/session-store.ts';
import { AvatarPicker } from './avatar-picker.tsx';

export function ProfileHeader({ user }: { user: SessionUser }) {
  const { t } = useTranslation();
  const name = user.nickname || user.account || '';
  return (
    <section className="hc-profile-header">
      <AvatarPicker user={user} />
      <div>
        <h2>{name}</h2>
        <p>
          {t('profile.uid')}: {user.uid ?? user.id}
        </p>
      </div>
    </section>
  );
}
