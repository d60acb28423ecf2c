import type { ConfigChange } from '@halcyon/api';
import type { QueryKey } from '@tanstack/react-query';

const registered: Record<ConfigChange['kind'], QueryKey[]> = {
  pairs: [],
  contracts: [],
  app: [],
  finance: [],
};

/**
 * A feature names the query that shows configuration an operator can change (payout rates, pairs, app
 * texts, deposit methods and withdrawal networks); when the `config` channel says that kind changed, the query is refetched: no reload needed.
 */
export function refetchOnConfigChange(kind: ConfigChange['kind'], queryKey: QueryKey): void {
  const known = registered[kind].some((key) => JSON.stringify(key) === JSON.stringify(queryKey));
  if (!known) registered[kind].push(queryKey);
}

export function configQueries(kind: ConfigChange['kind']): readonly QueryKey[] {
  return registered[kind];
}
