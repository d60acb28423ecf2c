import type { UseQueryResult } from '@tanstack/react-query';
import { Alert, Button, Table, type TableProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { errorText } from './error-text.ts';
import { formatTime } from './format.ts';
import type { PagedList, ServerTableState } from './use-server-table.ts';

/**
 * What a failed load means for the rows on screen. Without rows, the table's "No data" would read as
 * "nothing pending" on a queue: the server's message says it is not known. With rows from an earlier load
 * (a failed poll or push refresh), they stay, but marked as possibly out of date.
 */
function LoadAlert({ query }: { query: UseQueryResult<PagedList<unknown>> }) {
  const { t } = useTranslation();
  if (!query.isError) return null;
  const retry = (
    <Button size="small" loading={query.isFetching} onClick={() => void query.refetch()}>
      {t('common.retry')}
    </Button>
  );
  if (query.data === undefined) {
    return <Alert type="error" showIcon title={errorText(query.error)} action={retry} />;
  }
  return (
    <Alert
      type="warning"
      showIcon
      title={t('common.staleRows', { time: formatTime(query.dataUpdatedAt) })}
      description={errorText(query.error)}
      action={retry}
    />
  );
}

/**
 * The table of a `useServerTable`: its rows, paging and sorting, and above them what went wrong loading
 * them. Every server-paged list goes through here so none can show a failed load as an empty one.
 */
export function ServerTable<T extends object>({
  table,
  locale,
  ...props
}: Omit<TableProps<T>, 'dataSource' | 'pagination' | 'onChange' | 'loading'> & {
  table: ServerTableState<T>;
}) {
  const { t } = useTranslation();
  const unknown = table.query.isError && table.query.data === undefined;
  return (
    <>
      <LoadAlert query={table.query} />
      <Table<T>
        {...table.tableProps}
        {...props}
        locale={unknown ? { ...locale, emptyText: t('common.notLoaded') } : locale}
      />
    </>
  );
}
