import { useTranslation } from 'react-i18next';
import { RowGroup } from '@/shared/ui/rows.tsx';
import { ActiveSessions, RecentSignIns } from '../components/session-list.tsx';
import { TwoFactorPanel } from '../components/two-factor-panel.tsx';
import '../profile.css';

/** Account security (login only): two-factor sign-in, the devices signed in, the recent sign-ins. */
export default function SecurityPage() {
  const { t } = useTranslation();
  return (
    <div className="hc-profile">
      <RowGroup title={t('twoFactor.title')}>
        <TwoFactorPanel />
      </RowGroup>
      <ActiveSessions />
      <RecentSignIns />
    </div>
  );
}
