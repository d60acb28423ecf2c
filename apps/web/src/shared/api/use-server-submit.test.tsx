import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { SERVER_ERROR_TYPE } from '../ui/form-field.tsx';
import { ApiError } from './api-error.ts';
import { useServerSubmit } from './use-server-submit.ts';

type Values = { nickname: string; code: string };

function setup() {
  const setError = vi.fn();
  const afterRefusal = vi.fn();
  const hook = renderHook(() =>
    useServerSubmit<Values>(setError, { fields: ['nickname'], codeFields: { CODE_INVALID: 'code' } }),
  );
  return { hook, setError, afterRefusal };
}

describe('useServerSubmit', () => {
  it('is pending from the send to the answer, and leaves a success alone', async () => {
    const { hook, setError, afterRefusal } = setup();
    let answer = () => {};
    let sent: Promise<void> = Promise.resolve();
    act(() => {
      sent = hook.result.current.send(() => new Promise<void>((resolve) => (answer = resolve)), afterRefusal);
    });
    expect(hook.result.current.pending).toBe(true);
    await act(async () => {
      answer();
      await sent;
    });
    expect(hook.result.current.pending).toBe(false);
    expect(setError).not.toHaveBeenCalled();
    expect(afterRefusal).not.toHaveBeenCalled();
  });

  it('shows a refusal under its field, then hands it on, and is no longer pending', async () => {
    const { hook, setError, afterRefusal } = setup();
    const refusal = new ApiError({ kind: 'http', status: 400, code: 'CODE_INVALID', message: 'Wrong code' });
    await act(() => hook.result.current.send(() => Promise.reject(refusal), afterRefusal));
    expect(setError).toHaveBeenCalledWith(
      'code',
      { type: SERVER_ERROR_TYPE, message: 'Wrong code' },
      { shouldFocus: true },
    );
    expect(afterRefusal).toHaveBeenCalledOnce();
    expect(hook.result.current.pending).toBe(false);
  });

  it('puts 422 messages under the fields the form has', async () => {
    const { hook, setError } = setup();
    const invalid = new ApiError({
      kind: 'http',
      status: 422,
      code: 'VALIDATION_FAILED',
      message: 'Invalid',
      errors: { nickname: ['Too long', 'Taken'] },
    });
    await act(() => hook.result.current.send(() => Promise.reject(invalid)));
    expect(setError).toHaveBeenCalledWith('nickname', {
      type: SERVER_ERROR_TYPE,
      message: 'Too long\nTaken',
    });
  });

  it('does nothing with a second send while the first is on its way (a double tap sends once)', async () => {
    const { hook } = setup();
    const work = vi.fn(() => new Promise<void>((resolve) => setTimeout(resolve, 10)));
    // Both taps reach send before React renders: the second must not rely on `pending`.
    const { send } = hook.result.current;
    await act(() => Promise.all([send(work), send(work)]));
    expect(work).toHaveBeenCalledOnce();
    expect(hook.result.current.pending).toBe(false);
    // Answered, the form sends again.
    await act(() => hook.result.current.send(work));
    expect(work).toHaveBeenCalledTimes(2);
  });
});
