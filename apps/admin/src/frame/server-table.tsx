import type { UseQueryResult } from '@tanstack/react-query';
import { Alert, Button, Table, type TableProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { errorText } from './error-text.ts';
import { formatTime } from './format.ts';
import type { ServerTableState } from './use-server-table.ts';

/**
 * What a failed load means for what is on screen. Without data, an empty table ("No data") or form would
 * read as "nothing there": the server's message says it is not known. With data from an earlier load (a
 * failed poll or push refresh), it stays, but marked as possibly out of date (`stale: false` leaves that out).
 */
export function LoadAlert({ query, stale = true }: { query: UseQueryResult<unknown>; stale?: boolean }) {
  const { t } = useTranslation();
  if (!query.isError || (query.data !== undefined && !stale)) return null;
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
 * Rows wider than the page (a 60-character e-mail, a 42-character address on a 1280 px laptop) scroll
 * inside the table, never the page: the table first wraps what it can to fit (`x: true` keeps antd's
 * automatic layout, at least as wide as the page), and scrolls only past that, the values whole. A row's
 * action column is fixed on the right (`fixed: 'right'`) so that it is never scrolled out of reach.
 */
export const WIDE_ROWS_SCROLL = { x: true } as const;

/** A table's texts while its rows are not known: "Not loaded" instead of antd's "No data". */
function useEmptyText(query: UseQueryResult<unknown>, locale: TableProps<object>['locale']) {
  const { t } = useTranslation();
  const unknown = query.isError && query.data === undefined;
  return unknown ? { ...locale, emptyText: t('common.notLoaded') } : locale;
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
  const emptyText = useEmptyText(table.query, locale);
  return (
    <>
      <LoadAlert query={table.query} />
      <Table<T> scroll={WIDE_ROWS_SCROLL} {...table.tableProps} {...props} locale={emptyText} />
    </>
  );
}

/** A short list read whole by one query (no paging), drawn like a `ServerTable`: a failed load says so. */
export function QueryTable<T extends object>({
  query,
  locale,
  ...props
}: Omit<TableProps<T>, 'dataSource' | 'loading'> & { query: UseQueryResult<T[]> }) {
  const emptyText = useEmptyText(query, locale);
  return (
    <>
      <LoadAlert query={query} />
      <Table<T>
        scroll={WIDE_ROWS_SCROLL}
        {...props}
        loading={query.isFetching}
        dataSource={query.data ?? []}
        locale={emptyText}
      />
    </>
  );
}
