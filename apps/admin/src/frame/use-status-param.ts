import { useSearchParams } from 'react-router';

/**
 * The status filter a list opens on: `?status=` when it names one of `allowed` (the dashboard's figures
 * link to their queue or list so), else `fallback` (undefined: no filter).
 */
export function useStatusParam<S extends string, F extends S | undefined>(
  allowed: readonly S[],
  fallback: F,
): S | F {
  const [params] = useSearchParams();
  const asked = params.get('status');
  return allowed.find((value) => value === asked) ?? fallback;
}
