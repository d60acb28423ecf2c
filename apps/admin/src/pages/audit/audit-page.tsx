import type { AdminOperator, AuditEntry, AuditVerifyResponse } from '@halcyon/api';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Alert, Button, DatePicker, Input, Select, Space, type TableColumnsType, Typography } from 'antd';
import type { Dayjs } from 'dayjs';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '@/frame/error-text.ts';
import { formatTime } from '@/frame/format.ts';
import { http } from '@/frame/http.ts';
import { PageHeader } from '@/frame/page-header.tsx';
import { ServerTable } from '@/frame/server-table.tsx';
import { useCan } from '@/frame/session.ts';
import { type PagedList, useServerTable } from '@/frame/use-server-table.ts';
import { viewSummary } from './view-summary.ts';

interface AuditFilters {
  operatorId?: string;
  action?: string;
  targetType?: string;
  targetId?: string;
  from?: number;
  to?: number;
}

function ChainBanner() {
  const { t } = useTranslation();
  const verify = useQuery({
    queryKey: ['admin', 'audit-verify'],
    queryFn: () => http.get<AuditVerifyResponse>('/audit/verify'),
  });
  if (verify.isPending) return null;
  if (verify.isError) return <Alert type="error" showIcon title={errorText(verify.error)} />;
  const result = verify.data;
  const action = (
    <Button size="small" loading={verify.isFetching} onClick={() => void verify.refetch()}>
      {t('audit.verifyAgain')}
    </Button>
  );
  return result.ok ? (
    <Alert
      type="success"
      showIcon
      action={action}
      title={t('audit.chainVerified', { rows: result.rows, time: formatTime(result.checkedAt) })}
    />
  ) : (
    <Alert
      type="error"
      showIcon
      action={action}
      title={t('audit.chainBroken', {
        seq: result.firstBrokenSeq ?? '?',
        time: formatTime(result.checkedAt),
      })}
    />
  );
}

type OperatorOption = { value: string; label: string };

const optionOf = (operator: AdminOperator): OperatorOption => ({
  value: operator.id,
  label: operator.name ? `${operator.name} <${operator.email}>` : operator.email,
});

/**
 * Owners pick the operator by name or e-mail, searched by the server (they may list operators); other
 * roles that read the log type an id.
 */
function OperatorFilter({
  onChange,
  onSearch,
}: {
  onChange: (operatorId: string | undefined) => void;
  onSearch: (value: string) => void;
}) {
  const { t } = useTranslation();
  const canList = useCan()('operators.manage');
  const [search, setSearch] = useState('');
  // The chosen one stays an option (and keeps its label) whatever is searched next.
  const [chosen, setChosen] = useState<OperatorOption>();
  const operators = useQuery({
    queryKey: ['admin', 'operators', 'pick', search],
    queryFn: () => http.get<PagedList<AdminOperator>>('/operators', { query: { query: search.trim() } }),
    enabled: canList,
    placeholderData: keepPreviousData,
  });
  const found = (operators.data?.items ?? []).map(optionOf);
  const options =
    chosen && !found.some((option) => option.value === chosen.value) ? [chosen, ...found] : found;
  if (!canList) {
    return (
      <Input.Search
        allowClear
        placeholder={t('audit.operatorId')}
        aria-label={t('audit.operatorId')}
        onSearch={onSearch}
      />
    );
  }
  return (
    <Select
      allowClear
      showSearch={{ filterOption: false, onSearch: setSearch }}
      placeholder={t('audit.operator')}
      aria-label={t('audit.operator')}
      style={{ width: 240 }}
      loading={operators.isPending}
      options={options}
      onChange={(operatorId: string | undefined) => {
        setChosen(options.find((option) => option.value === operatorId));
        onChange(operatorId);
      }}
    />
  );
}

function Json({ value }: { value: unknown }) {
  return value === null || value === undefined ? (
    <>-</>
  ) : (
    <pre className="hc-json">{JSON.stringify(value, null, 2)}</pre>
  );
}

/** The filters above the log: action, operator, target type and id (typed), and a time range. */
function AuditFilterBar({ onChange }: { onChange: (next: Partial<AuditFilters>) => void }) {
  const { t } = useTranslation();
  const text = (key: keyof AuditFilters) => (value: string) => onChange({ [key]: value.trim() || undefined });
  const range = (dates: [Dayjs | null, Dayjs | null] | null) =>
    onChange({ from: dates?.[0]?.valueOf() ?? undefined, to: dates?.[1]?.valueOf() ?? undefined });
  return (
    <Space wrap>
      <Input.Search
        allowClear
        placeholder={t('audit.action')}
        aria-label={t('audit.action')}
        onSearch={text('action')}
      />
      <OperatorFilter onChange={(operatorId) => onChange({ operatorId })} onSearch={text('operatorId')} />
      <Input.Search
        allowClear
        placeholder={t('audit.targetType')}
        aria-label={t('audit.targetType')}
        onSearch={text('targetType')}
      />
      <Input.Search
        allowClear
        placeholder={t('audit.targetId')}
        aria-label={t('audit.targetId')}
        onSearch={text('targetId')}
      />
      <DatePicker.RangePicker showTime onChange={range} />
    </Space>
  );
}

/** An entry opened: what it changed (before and after), from which client, and its link in the chain. */
function AuditEntryDetail({ entry }: { entry: AuditEntry }) {
  const { t } = useTranslation();
  return (
    <Space align="start" size={32}>
      <div>
        <strong>{t('audit.before')}</strong>
        <Json value={entry.before} />
      </div>
      <div>
        <strong>{t('audit.after')}</strong>
        <Json value={entry.after} />
      </div>
      <div>
        <strong>{t('audit.userAgent')}</strong>
        <div>{entry.userAgent ?? '-'}</div>
        <strong>{t('audit.hash')}</strong>
        <div className="hc-secret">{entry.hash}</div>
      </div>
    </Space>
  );
}

/** The log's columns: sequence, time, operator, action (a view as what was seen), target and IP. */
function auditColumns(t: TFunction): TableColumnsType<AuditEntry> {
  return [
    { title: '#', dataIndex: 'seq', width: 70 },
    { title: t('audit.time'), dataIndex: 'at', render: (ms: number) => formatTime(ms) },
    {
      title: t('audit.operator'),
      dataIndex: 'operatorEmail',
      render: (email: string | null) => email ?? t('audit.system'),
    },
    {
      title: t('audit.action'),
      key: 'action',
      // A view reads as what was seen; the action's code stays beside it for filtering.
      render: (_value, entry) => {
        const seen = viewSummary(entry, t);
        return seen === null ? (
          entry.action
        ) : (
          <>
            <div>{seen}</div>
            <Typography.Text type="secondary" code>
              {entry.action}
            </Typography.Text>
          </>
        );
      },
    },
    {
      title: t('audit.target'),
      key: 'target',
      render: (_value, entry) => (entry.targetType ? `${entry.targetType} ${entry.targetId ?? ''}` : '-'),
    },
    { title: t('audit.ip'), dataIndex: 'ip', render: (ip: string | null) => ip ?? '-' },
  ];
}

/** The tamper-evident log of every operator action, newest first, with the chain's verification. */
export default function AuditPage() {
  const { t } = useTranslation();
  const [filters, setFilters] = useState<AuditFilters>({});
  const table = useServerTable<AuditEntry, AuditFilters>({
    queryKey: ['admin', 'audit'],
    filters,
    load: ({ page, limit, filters: current }) =>
      http.get<PagedList<AuditEntry>>('/audit', { query: { page, limit, ...current } }),
  });
  const change = (next: Partial<AuditFilters>) => {
    setFilters((current) => ({ ...current, ...next }));
    table.resetPage();
  };

  return (
    <>
      <PageHeader title={t('menu.audit')} />
      <Space direction="vertical" size={16} style={{ width: '100%' }}>
        <ChainBanner />
        <AuditFilterBar onChange={change} />
        <ServerTable<AuditEntry>
          rowKey="seq"
          size="small"
          table={table}
          expandable={{ expandedRowRender: (entry) => <AuditEntryDetail entry={entry} /> }}
          columns={auditColumns(t)}
        />
      </Space>
    </>
  );
}
