import { useCallback, useRef } from 'react';

/**
 * Runs a send unless the same one is on its way: a double tap or a second Enter sends once. Not a
 * `pending` state: a second tap's handler runs before React has drawn the spinner that disables the
 * button, so only a ref set at once sees the first send. `key` makes each row's send its own (cancelling
 * one order does not wait for another's); by default there is one. Resolves to undefined when it did not
 * run.
 */
export function useSingleFlight() {
  const inFlight = useRef(new Set<string>());
  return useCallback(async <T>(work: () => Promise<T>, key = ''): Promise<T | undefined> => {
    if (inFlight.current.has(key)) return undefined;
    inFlight.current.add(key);
    try {
      return await work();
    } finally {
      inFlight.current.delete(key);
    }
  }, []);
}
