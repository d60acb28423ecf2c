import { type AdminPair, CATEGORY_IDS, type CategoryId, FEE_RATE_PATTERN } from '@halcyon/api';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Form, Input, Select, Space, Switch, type TableColumnsType, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { categoryName } from '@/frame/category-name.ts';
import { errorText } from '@/frame/error-text.ts';
import { FormModal } from '@/frame/form-modal.tsx';
import { http } from '@/frame/http.ts';
import { ReasonItem } from '@/frame/reason-item.tsx';
import { ServerTable } from '@/frame/server-table.tsx';
import { useCan } from '@/frame/session.ts';
import { type PagedList, useServerTable } from '@/frame/use-server-table.ts';
import { useSingleMutation } from '@/frame/use-single-mutation.ts';

const PAIRS_KEY = ['admin', 'config', 'pairs'] as const;

type Editing = { pair: AdminPair; kind: 'status' | 'fees' };
type PairFilters = { query: string; category: CategoryId | undefined };

function usePairAction(onDone: () => void) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const client = useQueryClient();
  return useSingleMutation({
    // A suspension answers with the resting orders it cancelled (POST .../suspend); fees with the pair alone.
    mutationFn: ({ method, path, body }: { method: 'post' | 'put'; path: string; body: unknown }) =>
      http[method]<{ pair: AdminPair; cancelledOrders?: number }>(path, body),
    onSuccess: ({ pair, cancelledOrders }) => {
      onDone();
      const suspended = pair.status === 'suspended' && cancelledOrders !== undefined;
      message.success(suspended ? t('config.suspendedWith', { count: cancelledOrders }) : t('common.saved'));
      void client.invalidateQueries({ queryKey: PAIRS_KEY });
    },
  });
}

function PairDialog({ editing, onClose }: { editing: Editing; onClose: () => void }) {
  const { t } = useTranslation();
  const action = usePairAction(onClose);
  const { pair, kind } = editing;
  const path = `/config/pairs/${encodeURIComponent(pair.symbol)}`;
  const suspended = pair.status === 'suspended';
  const title =
    kind === 'fees'
      ? t('config.feesTitle', { symbol: pair.symbol })
      : t(suspended ? 'config.resumeTitle' : 'config.suspendTitle', { symbol: pair.symbol });
  const submit = (values: { reason?: string; makerFeeRate?: string; takerFeeRate?: string }) =>
    kind === 'fees'
      ? action.mutate({
          method: 'put',
          path: `${path}/fees`,
          body: { makerFeeRate: values.makerFeeRate, takerFeeRate: values.takerFeeRate },
        })
      : action.mutate({
          method: 'post',
          path: `${path}/${suspended ? 'resume' : 'suspend'}`,
          body: { reason: values.reason?.trim() },
        });
  // The server's own pattern: a rate of 1 passed here and its schema, then failed the database's CHECK.
  const rate = { required: true, pattern: FEE_RATE_PATTERN, message: t('config.rateRule') };
  return (
    <FormModal
      open
      title={title}
      okButtonProps={{
        htmlType: 'submit',
        form: 'pair-form',
        loading: action.isPending,
        danger: kind === 'status' && !suspended,
      }}
      onCancel={onClose}
    >
      <Form id="pair-form" layout="vertical" initialValues={pair} onFinish={submit}>
        {kind === 'fees' ? (
          <>
            <Form.Item name="makerFeeRate" label={t('config.makerFee')} rules={[rate]}>
              <Input />
            </Form.Item>
            <Form.Item name="takerFeeRate" label={t('config.takerFee')} rules={[rate]}>
              <Input />
            </Form.Item>
          </>
        ) : (
          <ReasonItem />
        )}
        {suspended && kind === 'status' ? (
          <Alert type="info" showIcon title={t('config.resumeHint')} />
        ) : null}
        {kind === 'status' && !suspended ? (
          <Alert type="warning" showIcon title={t('config.suspendHint')} />
        ) : null}
        {action.isError ? (
          <Alert type="error" showIcon title={errorText(action.error)} style={{ marginTop: 8 }} />
        ) : null}
      </Form>
    </FormModal>
  );
}

/** The search by symbol and the category above the table (the category may come from the dashboard). */
function PairFilterBar({
  filters,
  onChange,
}: {
  filters: PairFilters;
  onChange: (next: Partial<PairFilters>) => void;
}) {
  const { t } = useTranslation();
  return (
    <Space style={{ marginBottom: 12 }}>
      <Input.Search
        allowClear
        placeholder={t('config.searchPair')}
        aria-label={t('config.searchPair')}
        style={{ width: 240 }}
        onSearch={(query) => onChange({ query: query.trim() })}
      />
      <Select
        allowClear
        placeholder={t('config.category')}
        aria-label={t('config.category')}
        style={{ width: 160 }}
        value={filters.category}
        onChange={(category: CategoryId | undefined) => onChange({ category })}
        options={CATEGORY_IDS.map((id) => ({ value: id, label: categoryName(t, id) }))}
      />
    </Space>
  );
}

/**
 * The table's columns. The contracts switch saves at once (no dialog); suspend, resume and fees open a
 * dialog through onEdit, offered only to a role that may write.
 */
function usePairColumns(writable: boolean, onEdit: (editing: Editing) => void): TableColumnsType<AdminPair> {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const client = useQueryClient();
  const contractSwitch = useSingleMutation(
    {
      mutationFn: ({ symbol, enabled }: { symbol: string; enabled: boolean }) =>
        http.put(`/config/contracts/pairs/${encodeURIComponent(symbol)}`, { enabled }),
      onSuccess: () => void client.invalidateQueries({ queryKey: PAIRS_KEY }),
      onError: (error) => message.error(errorText(error)),
    },
    ({ symbol }) => symbol,
  );
  return [
    { title: t('config.symbol'), dataIndex: 'symbol', key: 'symbol', sorter: true },
    {
      title: t('config.category'),
      dataIndex: 'category',
      key: 'category',
      sorter: true,
      render: (id: string) => categoryName(t, id),
    },
    {
      title: t('config.status'),
      dataIndex: 'status',
      key: 'status',
      sorter: true,
      render: (status: AdminPair['status'], pair) => (
        <Tag color={status === 'active' ? 'green' : 'red'} title={pair.suspendedReason ?? undefined}>
          {t(`config.pairStatus.${status}`)}
        </Tag>
      ),
    },
    { title: t('config.makerFee'), dataIndex: 'makerFeeRate' },
    { title: t('config.takerFee'), dataIndex: 'takerFeeRate' },
    {
      title: t('config.contracts'),
      dataIndex: 'contractEnabled',
      render: (enabled: boolean, pair) => (
        <Switch
          size="small"
          aria-label={t('config.contractSwitch', { symbol: pair.symbol })}
          checked={enabled}
          disabled={!writable}
          loading={contractSwitch.isPending && contractSwitch.variables?.symbol === pair.symbol}
          onChange={(checked) => contractSwitch.mutate({ symbol: pair.symbol, enabled: checked })}
        />
      ),
    },
    ...(writable
      ? [
          {
            title: t('common.actions'),
            key: 'actions',
            render: (_value: unknown, pair: AdminPair) => (
              <Space>
                <Button
                  size="small"
                  danger={pair.status === 'active'}
                  onClick={() => onEdit({ pair, kind: 'status' })}
                >
                  {t(pair.status === 'active' ? 'config.suspend' : 'config.resume')}
                </Button>
                <Button size="small" onClick={() => onEdit({ pair, kind: 'fees' })}>
                  {t('config.editFees')}
                </Button>
              </Space>
            ),
          },
        ]
      : []),
  ];
}

/**
 * Every pair, searched, sorted and paged by the server: suspend or resume with a reason, maker and taker
 * fees, second contracts on or off.
 */
export function PairsTab() {
  const writable = useCan()('config.write');
  const [editing, setEditing] = useState<Editing | null>(null);
  // The dashboard's pairs table opens one category's pairs (?category=).
  const [params] = useSearchParams();
  const opening = CATEGORY_IDS.find((id) => id === params.get('category'));
  const [filters, setFilters] = useState<PairFilters>({ query: '', category: opening });
  const table = useServerTable<AdminPair, PairFilters>({
    queryKey: PAIRS_KEY,
    filters,
    load: ({ page, limit, sort, order, filters: current }) =>
      http.get<PagedList<AdminPair>>('/config/pairs', {
        query: { page, limit, sort, order, query: current.query, category: current.category },
      }),
  });
  const change = (next: Partial<PairFilters>) => {
    setFilters((current) => ({ ...current, ...next }));
    table.resetPage();
  };
  const columns = usePairColumns(writable, setEditing);
  return (
    <>
      <PairFilterBar filters={filters} onChange={change} />
      <ServerTable<AdminPair> rowKey="symbol" size="small" table={table} columns={columns} />
      {editing ? <PairDialog editing={editing} onClose={() => setEditing(null)} /> : null}
    </>
  );
}
