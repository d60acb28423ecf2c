import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { LoadState } from './load-state.tsx';
import '../finance.css';

/** An order detail page's frame: the order once loaded, else the spinner or the failure with a retry. */
export function OrderDetailShell<O>({
  orderNo,
  order,
  loadFailed,
  children,
}: {
  orderNo: string;
  order: UseQueryResult<O>;
  loadFailed: string;
  children: (order: O) => ReactNode;
}) {
  return (
    <div className="hc-fin-page">
      {order.data ? (
        children(order.data)
      ) : (
        <LoadState
          failed={order.isError || orderNo === ''}
          message={loadFailed}
          onRetry={() => void order.refetch()}
        />
      )}
    </div>
  );
}
