import type { QueryClient, QueryKey } from '@tanstack/react-query';

/**
 * Fetches again every query under `keys` (a pull-to-refresh); false when any failed, so the screen can say
 * its figures are the old ones. refetchQueries alone resolves either way.
 */
export async function refetchAll(client: QueryClient, keys: readonly QueryKey[]): Promise<boolean> {
  try {
    await Promise.all(keys.map((queryKey) => client.refetchQueries({ queryKey }, { throwOnError: true })));
    return true;
  } catch {
    return false;
  }
}
