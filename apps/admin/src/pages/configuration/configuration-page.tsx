import { Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/frame/page-header.tsx';
import { AppConfigTab } from './app-config-tab.tsx';
import { ContractsTab } from './contracts-tab.tsx';
import { PairsTab } from './pairs-tab.tsx';

/** Live configuration: every change reaches the user app without a restart and is audited by the server. */
export default function ConfigurationPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t('menu.configuration')} />
      <Tabs
        destroyOnHidden
        items={[
          { key: 'app', label: t('config.tabs.app'), children: <AppConfigTab /> },
          { key: 'pairs', label: t('config.tabs.pairs'), children: <PairsTab /> },
          { key: 'contracts', label: t('config.tabs.contracts'), children: <ContractsTab /> },
        ]}
      />
    </>
  );
}
