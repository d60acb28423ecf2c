import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { navigateTo } from '@/shared/navigation/navigation.ts';
import { PATHS } from '@/shared/navigation/paths.ts';
import { requireLogin } from '@/shared/session/require-login.ts';
import { SupportBadge } from '@/shared/support/support-badge.tsx';
import { showToast } from '@/shared/ui/feedback.ts';
import { ChatIcon, CoinsIcon, DepositIcon, DownloadIcon, WithdrawIcon } from '@/shared/ui/icons.tsx';

interface QuickAction {
  id: string;
  labelKey: string;
  icon: () => ReactNode;
  run: (t: (key: string) => string) => void;
}

/** Money pages need a session: ask for it here rather than after the page opens. */
const openForUser = (path: string) => () => {
  if (requireLogin(path) === null) navigateTo(path);
};

const comingSoon = (t: (key: string) => string) => showToast(t('common.comingSoon'));

const ACTIONS: QuickAction[] = [
  { id: 'charge', labelKey: 'home.quickCharge', icon: DepositIcon, run: openForUser(PATHS.recharge) },
  { id: 'withdraw', labelKey: 'home.quickWithdraw', icon: WithdrawIcon, run: openForUser(PATHS.withdrawal) },
  {
    id: 'service',
    labelKey: 'home.onlineService',
    icon: ChatIcon,
    run: () => navigateTo(PATHS.customerService),
  },
  { id: 'financing', labelKey: 'home.financing', icon: CoinsIcon, run: comingSoon },
  { id: 'download', labelKey: 'home.download', icon: DownloadIcon, run: comingSoon },
];

export function QuickActions() {
  const { t } = useTranslation();
  return (
    <section className="hc-section" aria-labelledby="quick-actions-title">
      <h2 id="quick-actions-title" className="hc-section-title">
        {t('home.quickActions')}
      </h2>
      <ul className="hc-quick-actions">
        {ACTIONS.map(({ id, labelKey, icon: Icon, run }) => (
          <li key={id}>
            <button type="button" className="hc-quick-action" onClick={() => run(t)}>
              <span className={`hc-quick-icon hc-quick-icon-${id} hc-support-badge-host`}>
                <Icon />
                {id === 'service' ? <SupportBadge /> : null}
              </span>
              <span>{t(labelKey)}</span>
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
