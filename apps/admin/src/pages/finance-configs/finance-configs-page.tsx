import { Flex } from 'antd';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/frame/page-header.tsx';
import { RechargeConfigs } from './recharge-configs.tsx';
import { WithdrawalConfigs } from './withdrawal-configs.tsx';
import { WithdrawalSettingsSection } from './withdrawal-settings.tsx';
import '../finance/finance.css';

/** Deposit methods, withdrawal networks and the identity limit (role finance edits, others read). */
export default function FinanceConfigsPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t('finance.menu.configs')} />
      <Flex vertical gap={32}>
        <RechargeConfigs />
        <WithdrawalConfigs />
        <WithdrawalSettingsSection />
      </Flex>
    </>
  );
}
