import { useMemo } from 'react';
import { useSearchParams } from 'react-router';

/** The current page's params: its query string, decoded (spec section 2). */
export function usePageParams(): Record<string, string> {
  const [search] = useSearchParams();
  return useMemo(() => Object.fromEntries(search.entries()), [search]);
}
