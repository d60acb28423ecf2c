import { useSearchParams } from 'react-router';

/**
 * The status filter a queue opens on: `?status=` when it names one of `allowed` (the dashboard's figures
 * link to their queue so), else `fallback`.
 */
export function useStatusParam<S extends string>(allowed: readonly S[], fallback: S): S {
  const [params] = useSearchParams();
  const asked = params.get('status');
  return allowed.find((value) => value === asked) ?? fallback;
}
