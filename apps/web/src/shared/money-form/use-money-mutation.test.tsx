import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api/api-error.ts';
import { useMoneyMutation } from './use-money-mutation.ts';

function wrapper({ children }: { children: ReactNode }) {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

const refusal = (code: string, status = 400, errors?: Record<string, string[]>) =>
  new ApiError({ kind: 'http', status, code, message: `${code} said`, ...(errors ? { errors } : {}) });
const lost = () => new ApiError({ kind: 'network', code: 'NETWORK', message: 'no answer' });

function setup(answers: Array<() => Promise<string>>, extra: { onCode?: () => void } = {}) {
  const keys: string[] = [];
  const onUncertain = vi.fn();
  const onCode = extra.onCode ?? vi.fn();
  const hook = renderHook(
    () =>
      useMoneyMutation<{ amount: string }, string, 'amount'>({
        send: (_variables, key) => {
          keys.push(key);
          const next = answers.shift();
          return next ? next() : Promise.resolve('ok');
        },
        fields: ['amount'],
        codeFields: { INSUFFICIENT_BALANCE: 'amount' },
        onCode: { QUOTE_EXPIRED: onCode },
        onUncertain,
      }),
    { wrapper },
  );
  return { hook, keys, onUncertain, onCode };
}

describe('useMoneyMutation', () => {
  it('retries the same attempt after a lost answer with the same key, then starts a new one', async () => {
    const { hook, keys, onUncertain } = setup([() => Promise.reject(lost())]);
    await act(async () => {
      expect(await hook.result.current.submit({ amount: '1' })).toBeUndefined();
    });
    expect(onUncertain).toHaveBeenCalledOnce();
    await act(async () => {
      expect(await hook.result.current.submit({ amount: '1' })).toBe('ok');
    });
    await act(async () => {
      await hook.result.current.submit({ amount: '1' });
    });
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[0]);
  });

  it('a submit while one is on its way sends nothing and shows nothing: a double tap sends once', async () => {
    let answer = () => {};
    const answered = new Promise<void>((resolve) => {
      answer = resolve;
    });
    const onSuccess = vi.fn();
    const keys: string[] = [];
    const hook = renderHook(
      () =>
        useMoneyMutation<{ amount: string }, string>({
          send: (_variables, key) => {
            keys.push(key);
            return answered.then(() => 'ok');
          },
          onSuccess,
        }),
      { wrapper },
    );
    let first: Promise<string | undefined> = Promise.resolve(undefined);
    let second: Promise<string | undefined> = Promise.resolve(undefined);
    act(() => {
      first = hook.result.current.submit({ amount: '1' });
      second = hook.result.current.submit({ amount: '1' });
    });
    expect(await second).toBeUndefined();
    await act(async () => {
      answer();
      expect(await first).toBe('ok');
    });
    expect(keys).toHaveLength(1);
    expect(onSuccess).toHaveBeenCalledOnce();
    // Once answered, the next submit sends again.
    await act(async () => {
      await hook.result.current.submit({ amount: '1' });
    });
    expect(keys).toHaveLength(2);
  });

  it('a 5xx keeps the key; other figures or newAttempt() take a new one', async () => {
    const { hook, keys } = setup([
      () => Promise.reject(refusal('SERVICE_UNAVAILABLE', 503)),
      () => Promise.reject(refusal('SERVICE_UNAVAILABLE', 503)),
      () => Promise.reject(refusal('SERVICE_UNAVAILABLE', 503)),
    ]);
    await act(async () => void (await hook.result.current.submit({ amount: '1' })));
    await act(async () => void (await hook.result.current.submit({ amount: '2' })));
    act(() => hook.result.current.newAttempt());
    await act(async () => void (await hook.result.current.submit({ amount: '2' })));
    expect(new Set(keys).size).toBe(3);
  });

  it('attemptOf: a figure left out of the attempt may change on a retry and keep the key', async () => {
    const keys: string[] = [];
    const sent: Array<{ amount: string; rate: string }> = [];
    const answers = [() => Promise.reject(lost())];
    const hook = renderHook(
      () =>
        useMoneyMutation<{ amount: string; rate: string }, string>({
          send: (variables, key) => {
            keys.push(key);
            sent.push(variables);
            return answers.shift()?.() ?? Promise.resolve('ok');
          },
          attemptOf: ({ rate: _rate, ...figures }) => figures,
          onUncertain: vi.fn(),
        }),
      { wrapper },
    );
    await act(async () => void (await hook.result.current.submit({ amount: '1', rate: '0.8' })));
    await act(async () => void (await hook.result.current.submit({ amount: '1', rate: '0.9' })));
    expect(keys[1]).toBe(keys[0]);
    expect(sent[1]).toEqual({ amount: '1', rate: '0.9' });
  });

  it('a refusal ends the attempt and lands under its field, in onCode, or from 422 field messages', async () => {
    const { hook, keys, onCode } = setup([
      () => Promise.reject(refusal('INSUFFICIENT_BALANCE')),
      () => Promise.reject(refusal('QUOTE_EXPIRED', 409)),
      () => Promise.reject(refusal('VALIDATION_FAILED', 422, { amount: ['too many decimals'] })),
    ]);
    await act(async () => void (await hook.result.current.submit({ amount: '1' })));
    expect(hook.result.current.problems.amount).toEqual({
      message: 'INSUFFICIENT_BALANCE said',
      code: 'INSUFFICIENT_BALANCE',
    });
    await act(async () => void (await hook.result.current.submit({ amount: '1' })));
    expect(onCode).toHaveBeenCalledOnce();
    expect(hook.result.current.problems).toEqual({});
    await act(async () => void (await hook.result.current.submit({ amount: '1' })));
    expect(hook.result.current.problems.amount?.message).toBe('too many decimals');
    expect(new Set(keys).size).toBe(3);
  });
});
