import { useQuery } from '@tanstack/react-query';
import { Button, type TableColumnsType, Tag, Typography } from 'antd';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryTable } from '@/frame/server-table.tsx';
import { useCan } from '@/frame/session.ts';
import { FINANCE_KEYS } from '../finance/finance-api.ts';

/** Which dialog is open: a new config, or the edit of one row. */
export type ConfigEditing<C> = { mode: 'create' } | { mode: 'edit'; config: C };

type ConfigRow = { id: string; name: string; network: string; active: boolean };

/**
 * A finance config list (deposit methods or withdrawal networks): title, add button, the table with the
 * kind's own `columns` between network and active, and the create/edit dialog from `renderForm`.
 */
export function ConfigTableSection<C extends ConfigRow>({
  kind,
  title,
  load,
  columns,
  renderForm,
}: {
  kind: 'recharge' | 'withdrawal';
  title: string;
  load: () => Promise<C[]>;
  columns: TableColumnsType<C>;
  renderForm: (editing: ConfigEditing<C>, onClose: () => void) => ReactNode;
}) {
  const { t } = useTranslation();
  const can = useCan();
  const [editing, setEditing] = useState<ConfigEditing<C> | null>(null);
  const configs = useQuery({ queryKey: [...FINANCE_KEYS.configs, kind], queryFn: load });
  const editable = can('finance.configure');
  return (
    <section>
      <Typography.Title level={4}>{title}</Typography.Title>
      {editable ? (
        <Button type="primary" onClick={() => setEditing({ mode: 'create' })} style={{ marginBottom: 12 }}>
          {t('finance.configs.add')}
        </Button>
      ) : null}
      <QueryTable<C>
        rowKey="id"
        size="small"
        query={configs}
        pagination={false}
        columns={[
          { title: t('finance.configs.id'), dataIndex: 'id' },
          { title: t('finance.configs.name'), dataIndex: 'name' },
          { title: t('finance.fields.network'), dataIndex: 'network' },
          ...columns,
          {
            title: t('finance.configs.active'),
            dataIndex: 'active',
            render: (active: boolean) => (
              <Tag color={active ? 'green' : 'default'}>{t(active ? 'common.yes' : 'common.no')}</Tag>
            ),
          },
          {
            title: t('common.actions'),
            key: 'edit',
            // Always in reach, however far a wide row scrolls.
            fixed: 'right',
            render: (_, config) =>
              editable ? (
                <Button size="small" onClick={() => setEditing({ mode: 'edit', config })}>
                  {t('finance.configs.edit')}
                </Button>
              ) : null,
          },
        ]}
      />
      {editing ? renderForm(editing, () => setEditing(null)) : null}
    </section>
  );
}
