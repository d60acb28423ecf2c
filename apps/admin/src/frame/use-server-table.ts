import type { Pagination } from '@halcyon/api';
import { keepPreviousData, type UseQueryResult, useQuery } from '@tanstack/react-query';
import type { TablePaginationConfig, TableProps } from 'antd';
import type { SorterResult } from 'antd/es/table/interface';
import { useState } from 'react';

export interface TableParams<F> {
  page: number;
  limit: number;
  sort?: string;
  order?: 'asc' | 'desc';
  filters: F;
}

export interface PagedList<T> {
  items: T[];
  pagination: Pagination;
}

/** What `ServerTable` draws: the query (for its error and age) and the table's rows and paging. */
export interface ServerTableState<T> {
  query: UseQueryResult<PagedList<T>>;
  tableProps: TableProps<T>;
}

/**
 * A table paged, sorted and filtered by the server: the page, the sorted column and the filters are
 * query parameters; the previous page stays on screen while the next one loads. `L` is the answer's type
 * when it carries more than the page (query.data has it all). Draw it with `ServerTable`, which says when a
 * load failed.
 */
export function useServerTable<T, F extends object, L extends PagedList<T> = PagedList<T>>(options: {
  queryKey: readonly unknown[];
  load: (params: TableParams<F>) => Promise<L>;
  filters: F;
  limit?: number;
  refetchInterval?: number;
}) {
  const [params, setParams] = useState<Omit<TableParams<F>, 'filters'>>({
    page: 1,
    limit: options.limit ?? 20,
  });
  const full: TableParams<F> = { ...params, filters: options.filters };
  const query = useQuery({
    queryKey: [...options.queryKey, full],
    queryFn: () => options.load(full),
    placeholderData: keepPreviousData,
    refetchInterval: options.refetchInterval,
  });

  const onChange: TableProps<T>['onChange'] = (pagination: TablePaginationConfig, _filters, sorter) => {
    const one = (Array.isArray(sorter) ? sorter[0] : sorter) as SorterResult<T> | undefined;
    const sort = one?.order ? String(one.columnKey ?? one.field) : undefined;
    setParams({
      page: pagination.current ?? 1,
      limit: pagination.pageSize ?? params.limit,
      sort,
      order: one?.order === 'ascend' ? 'asc' : one?.order === 'descend' ? 'desc' : undefined,
    });
  };

  const tableProps: TableProps<T> = {
    dataSource: query.data?.items ?? [],
    loading: query.isFetching,
    onChange,
    pagination: {
      current: query.data?.pagination.page ?? params.page,
      pageSize: params.limit,
      total: query.data?.pagination.total ?? 0,
      showSizeChanger: true,
    },
  };
  /** Call when the filters change: back to the first page. */
  const resetPage = () => setParams((current) => ({ ...current, page: 1 }));
  return { query, tableProps, params: full, resetPage };
}
