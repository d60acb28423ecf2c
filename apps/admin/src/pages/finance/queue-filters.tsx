import { FINANCE_STATUS_FILTERS, type FinanceStatusFilter } from '@halcyon/api';
import { Input, Select, Tag } from 'antd';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useCan } from '@/frame/session.ts';
import type { QueueFilters } from './finance-api.ts';

/** The order statuses as a queue's filters, each with its label. */
export function financeStatusOptions(t: TFunction): { value: FinanceStatusFilter; label: string }[] {
  return FINANCE_STATUS_FILTERS.map((status) => ({ value: status, label: t(`finance.status.${status}`) }));
}

/**
 * Status and search of a finance queue, and whether it is live or polling. `statuses` are the queue's
 * filters with their labels; `shortcut` (the withdrawal queue's "awaiting second approval") stands beside
 * them, in sight rather than in the list.
 */
export function QueueFilterBar<S extends string>({
  filters,
  statuses,
  onChange,
  live,
  shortcut,
}: {
  filters: QueueFilters<S>;
  statuses: readonly { value: S; label: string }[];
  onChange: (next: Partial<QueueFilters<S>>) => void;
  live: boolean;
  shortcut?: ReactNode;
}) {
  const { t } = useTranslation();
  // The server matches e-mails and addresses only for whom sees them whole (finance.personal).
  const searchLabel = t(
    useCan()('finance.personal') ? 'finance.list.search' : 'finance.list.searchNoPersonal',
  );
  return (
    <>
      <Tag color={live ? 'green' : 'default'}>{t(live ? 'finance.list.live' : 'finance.list.polling')}</Tag>
      {shortcut}
      <Input.Search
        allowClear
        placeholder={searchLabel}
        aria-label={searchLabel}
        style={{ width: 320 }}
        onSearch={(search) => onChange({ search: search.trim() })}
      />
      <Select
        aria-label={t('finance.fields.status')}
        style={{ width: 200 }}
        value={filters.status}
        onChange={(status: S) => onChange({ status })}
        options={[...statuses]}
      />
    </>
  );
}
