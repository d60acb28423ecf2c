import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { useSingleMutation } from './use-single-mutation.ts';

function wrapper({ children }: { children: ReactNode }) {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

/** A send that waits for `answer(key)` (or `refuse(key)`), recording what was sent. */
function gatedSend() {
  const sent: string[] = [];
  const gates = new Map<string, { resolve: () => void; reject: (error: Error) => void }>();
  const send = vi.fn(
    (key: string) =>
      new Promise<string>((resolve, reject) => {
        sent.push(key);
        gates.set(key, { resolve: () => resolve(key), reject });
      }),
  );
  const answer = (key: string) => act(async () => gates.get(key)?.resolve());
  const refuse = (key: string) => act(async () => gates.get(key)?.reject(new Error('refused')));
  return { sent, send, answer, refuse };
}

describe('useSingleMutation', () => {
  it('a second mutate while the first is on its way sends nothing; once answered, the next one sends', async () => {
    const { sent, send, answer } = gatedSend();
    const onSuccess = vi.fn();
    const hook = renderHook(() => useSingleMutation({ mutationFn: send, onSuccess }), { wrapper });
    act(() => {
      hook.result.current.mutate('a');
      hook.result.current.mutate('a');
    });
    await waitFor(() => expect(sent).toEqual(['a']));
    await answer('a');
    await waitFor(() => expect(onSuccess).toHaveBeenCalledOnce());
    act(() => hook.result.current.mutate('a'));
    await waitFor(() => expect(sent).toEqual(['a', 'a']));
  });

  it('a refusal frees it too, and is shown by the options as before', async () => {
    const { sent, send, refuse } = gatedSend();
    const onError = vi.fn();
    const hook = renderHook(() => useSingleMutation({ mutationFn: send, onError }), { wrapper });
    act(() => hook.result.current.mutate('a'));
    await waitFor(() => expect(sent).toEqual(['a']));
    await refuse('a');
    await waitFor(() => expect(onError).toHaveBeenCalledOnce());
    act(() => hook.result.current.mutate('a'));
    await waitFor(() => expect(sent).toEqual(['a', 'a']));
  });

  it('with keyOf, each row sends once at a time and does not wait for another row', async () => {
    const { sent, send, answer } = gatedSend();
    const hook = renderHook(() => useSingleMutation({ mutationFn: send }, (row: string) => row), { wrapper });
    act(() => {
      hook.result.current.mutate('a');
      hook.result.current.mutate('b');
      hook.result.current.mutate('a');
    });
    await waitFor(() => expect(sent).toEqual(['a', 'b']));
    // The earlier row's answer frees its key, though a later mutate has replaced it as the hook's own.
    await answer('a');
    await answer('b');
    act(() => hook.result.current.mutate('a'));
    await waitFor(() => expect(sent).toEqual(['a', 'b', 'a']));
  });
});
