import { QueryClient } from '@tanstack/react-query';

/**
 * Server state cache. No retries here: the HTTP client already retries the GETs that deserve it
 * (spec section 9), and a second layer would multiply them.
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: false, staleTime: 30_000, refetchOnWindowFocus: false },
    mutations: { retry: false },
  },
});
