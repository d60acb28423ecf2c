import './paged-list.css';
import type { UseQueryResult } from '@tanstack/react-query';
import { Button, SpinLoading } from 'antd-mobile';
import { Fragment, type ReactNode, useState } from 'react';

/** A page of a list as the server sends it. */
export interface Paged<T> {
  items: T[];
  pagination: { totalPages: number };
}

export interface ListPageTexts {
  loadFailed: string;
  retry: string;
  empty: string;
  loadMore: string;
}

/** What a list says and how it shows each of its rows. */
interface ListRows<T> {
  texts: ListPageTexts;
  itemKey: (item: T) => string;
  renderItem: (item: T) => ReactNode;
}

/**
 * One page of a list shown a page at a time, as <li> rows: a spinner while it loads, the failure with a
 * retry, `empty` when the first page has nothing, then its rows; the last page shown offers the next.
 */
export function ListPage<T>({
  query,
  page,
  isLast,
  onMore,
  texts,
  itemKey,
  renderItem,
}: {
  query: UseQueryResult<Paged<T>>;
  page: number;
  isLast: boolean;
  onMore: () => void;
} & ListRows<T>) {
  if (query.isPending) {
    return (
      <li className="hc-list-state" role="status">
        <SpinLoading color="primary" style={{ '--size': '20px' }} />
      </li>
    );
  }
  if (query.isError) {
    return (
      <li className="hc-list-state">
        <span>{texts.loadFailed}</span>
        <Button size="mini" color="primary" fill="outline" onClick={() => void query.refetch()}>
          {texts.retry}
        </Button>
      </li>
    );
  }
  const { items, pagination } = query.data;
  return (
    <>
      {page === 1 && items.length === 0 ? <li className="hc-list-state">{texts.empty}</li> : null}
      {items.map((item) => (
        <Fragment key={itemKey(item)}>{renderItem(item)}</Fragment>
      ))}
      {isLast && page < pagination.totalPages ? (
        <li className="hc-list-state">
          <Button size="small" fill="outline" onClick={onMore}>
            {texts.loadMore}
          </Button>
        </li>
      ) : null}
    </>
  );
}

/**
 * An ordered list of the pages shown so far, 1 to n, each rendered by `renderPage`; the last page's
 * "load more" adds the next. Give it a key to start again from page 1.
 */
export function PagedList({
  className,
  renderPage,
}: {
  className: string;
  renderPage: (page: number, isLast: boolean, onMore: () => void) => ReactNode;
}) {
  const [pages, setPages] = useState(1);
  return (
    <ol className={className}>
      {Array.from({ length: pages }, (_, index) => index + 1).map((page) => (
        <Fragment key={page}>{renderPage(page, page === pages, () => setPages(page + 1))}</Fragment>
      ))}
    </ol>
  );
}

/** Reads one page of what a QueryPagedList is of (a currency, a status filter). */
type PageQuery<T, Of> = (of: Of, page: number) => UseQueryResult<Paged<T>>;

function QueryPage<T, Of>({
  of,
  usePage,
  page,
  ...shown
}: { of: Of; usePage: PageQuery<T, Of>; page: number; isLast: boolean; onMore: () => void } & ListRows<T>) {
  const query = usePage(of, page);
  return <ListPage query={query} page={page} {...shown} />;
}

/**
 * A PagedList whose every page is one query: `usePage(of, page)` reads it, ListPage shows it. Give it a key
 * by `of` to start again from page 1 when what it lists changes.
 */
export function QueryPagedList<T, Of>({
  className,
  of,
  usePage,
  ...rows
}: { className: string; of: Of; usePage: PageQuery<T, Of> } & ListRows<T>) {
  return (
    <PagedList
      className={className}
      renderPage={(page, isLast, onMore) => (
        <QueryPage of={of} usePage={usePage} page={page} isLast={isLast} onMore={onMore} {...rows} />
      )}
    />
  );
}
