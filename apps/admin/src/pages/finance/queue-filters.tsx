import { FINANCE_STATUS_FILTERS, type FinanceStatusFilter } from '@halcyon/api';
import { Input, Select, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { QueueFilters } from './finance-api.ts';

/** Status and search of a finance queue, and whether it is live or polling. */
export function QueueFilterBar({
  filters,
  onChange,
  live,
}: {
  filters: QueueFilters;
  onChange: (next: Partial<QueueFilters>) => void;
  live: boolean;
}) {
  const { t } = useTranslation();
  return (
    <>
      <Tag color={live ? 'green' : 'default'}>{t(live ? 'finance.list.live' : 'finance.list.polling')}</Tag>
      <Input.Search
        allowClear
        placeholder={t('finance.list.search')}
        aria-label={t('finance.list.search')}
        style={{ width: 320 }}
        onSearch={(search) => onChange({ search: search.trim() })}
      />
      <Select
        aria-label={t('finance.fields.status')}
        style={{ width: 140 }}
        value={filters.status}
        onChange={(status: FinanceStatusFilter) => onChange({ status })}
        options={FINANCE_STATUS_FILTERS.map((status) => ({
          value: status,
          label: t(`finance.status.${status}`),
        }))}
      />
    </>
  );
}
