import { Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageHeader } from '@/frame/page-header.tsx';
import { AppConfigTab } from './app-config-tab.tsx';
import { ContractsTab } from './contracts-tab.tsx';
import { PairsTab } from './pairs-tab.tsx';

/** Live configuration: every change reaches the user app without a restart and is audited by the server. */
const TABS = ['app', 'pairs', 'contracts'] as const;

export default function ConfigurationPage() {
  const { t } = useTranslation();
  // `?tab=` opens a tab (the dashboard's pairs table links to the pairs so); choosing one says so in the
  // address, dropping the filters the link carried.
  const [params, setParams] = useSearchParams();
  const asked = params.get('tab');
  const active = TABS.find((tab) => tab === asked) ?? 'app';
  return (
    <>
      <PageHeader title={t('menu.configuration')} />
      <Tabs
        destroyOnHidden
        activeKey={active}
        onChange={(tab) => setParams({ tab }, { replace: true })}
        items={[
          { key: 'app', label: t('config.tabs.app'), children: <AppConfigTab /> },
          { key: 'pairs', label: t('config.tabs.pairs'), children: <PairsTab /> },
          { key: 'contracts', label: t('config.tabs.contracts'), children: <ContractsTab /> },
        ]}
      />
    </>
  );
}
