import type { MouseEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { navigateTo } from '@/shared/navigation/navigation.ts';
import { type PageParams, toUrl } from '@/shared/navigation/paths.ts';
import { SupportBadge } from '@/shared/support/support-badge.tsx';
import { AssetsIcon, FinanceIcon, HomeIcon, MarketIcon, ServiceIcon, SwapIcon } from '@/shared/ui/icons.tsx';
import { TABS, type TabKey } from '../route-meta.ts';

const ICONS: Record<TabKey, () => ReactNode> = {
  home: HomeIcon,
  market: MarketIcon,
  swap: SwapIcon,
  service: ServiceIcon,
  finance: FinanceIcon,
  assets: AssetsIcon,
};

/**
 * The bottom tab bar (50 px, selected #667eea). Real links, so that they read as navigation to
 * assistive tech; the click goes through the serialised navigation module.
 */
export function TabBar({ active }: { active: TabKey }) {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  // Swap shares the trade page's tab: on the spot screen its tab is active, yet a tap still opens swap.
  const open = (event: MouseEvent<HTMLAnchorElement>, path: string, params: PageParams | undefined) => {
    event.preventDefault();
    if (toUrl(path, params) !== `${pathname}${search}`) navigateTo(path, params);
  };
  return (
    <nav className="hc-tabbar" aria-label={t('common.tabs')}>
      {TABS.map(({ key, path, params, labelKey }) => {
        const Icon = ICONS[key];
        const selected = key === active;
        return (
          <a
            key={key}
            href={`#${toUrl(path, params)}`}
            className={`${selected ? 'hc-tab hc-tab-active' : 'hc-tab'}${key === 'service' ? ' hc-support-badge-host' : ''}`}
            aria-current={selected ? 'page' : undefined}
            onClick={(event) => open(event, path, params)}
          >
            <Icon />
            <span>{t(labelKey)}</span>
            {key === 'service' ? <SupportBadge /> : null}
          </a>
        );
      })}
    </nav>
  );
}
