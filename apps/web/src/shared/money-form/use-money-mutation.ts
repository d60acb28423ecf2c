import { type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
import { type ApiError, isApiError } from '../api/api-error.ts';
import { newIdempotencyKey } from '../api/idempotency-key.ts';
import { presentError } from '../api/present-error.ts';
import { useSingleFlight } from '../api/use-single-flight.ts';

/** A refusal shown under one field of the form, worded by the server. */
export interface FieldProblem {
  message: string;
  code: string;
}

export interface MoneyMutationOptions<TVariables, TResult, TField extends string> {
  /**
   * Sends one try. `key` goes out as the Idempotency-Key header (or the clientOrderId): the call should
   * be `silent`, since this hook decides how its failures show.
   */
  send: (variables: TVariables, key: string) => Promise<TResult>;
  /** Error codes that belong to a field of the form (INSUFFICIENT_BALANCE -> 'amount'). */
  codeFields?: Partial<Record<string, TField>>;
  /** The form's fields: 422 messages for them show under the field instead of in a modal. */
  fields?: readonly TField[];
  /** Codes the form answers itself (QUOTE_EXPIRED -> fetch a new quote); nothing else is shown. */
  onCode?: Partial<Record<string, (error: ApiError) => void>>;
  /** No answer says whether it happened (network, timeout, 5xx); the default shows it as usual. */
  onUncertain?: (error: unknown) => void;
  onSuccess?: (result: TResult, variables: TVariables) => void;
  /** Any definite failure (a refusal, an ended session), before it is shown: close a confirmation. */
  onRefused?: (error: unknown) => void;
  /** Read again after every try, answered or not: the balances may have moved either way. */
  invalidate?: readonly QueryKey[];
  /**
   * What makes two submits the same attempt (default: all the variables). Leave out a figure the server
   * keeps outside its request hash because the person may confirm it again changed after a lost answer
   * (a contract's payout rate): the retry must keep the key, so that the server answers the first try.
   */
  attemptOf?: (variables: TVariables) => unknown;
}

interface Attempt {
  signature: string;
  key: string;
}

/**
 * Whether the server may have done it anyway: nothing came back, or a 5xx came back. The same attempt
 * must then be retried with the same key, so that the server answers the first try instead of doing
 * it twice.
 */
export function isUncertainFailure(error: unknown): boolean {
  if (!isApiError(error)) return true;
  if (error.kind === 'network' || error.kind === 'timeout' || error.kind === 'abort') return true;
  return error.status >= 500;
}

type Problems<TField extends string> = Partial<Record<TField, FieldProblem>>;
type RefusalOptions<TField extends string> = Pick<
  MoneyMutationOptions<unknown, unknown, TField>,
  'codeFields' | 'fields' | 'onCode'
>;

/**
 * A definite failure where it belongs: a code the form answers to its handler, a code or 422 messages that
 * belong to fields under them (`problems`), anything else (an ended session too) as the app shows errors.
 */
function showRefusal<TField extends string>(
  error: unknown,
  { codeFields = {}, fields = [], onCode = {} }: RefusalOptions<TField>,
  setProblems: (problems: Problems<TField>) => void,
): void {
  if (!isApiError(error) || error.sessionEnded) {
    presentError(error);
    return;
  }
  const code = typeof error.code === 'string' ? error.code : '';
  const handler = onCode[code];
  if (handler) {
    handler(error);
    return;
  }
  const field = codeFields[code];
  if (field) {
    setProblems({ [field]: { message: error.message, code } } as Problems<TField>);
    return;
  }
  if (error.status === 422 && error.errors) {
    const entries = Object.entries(error.errors);
    const known = entries.filter(([name]) => (fields as readonly string[]).includes(name));
    if (known.length > 0 && known.length === entries.length) {
      const next: Partial<Record<string, FieldProblem>> = {};
      for (const [name, messages] of known) next[name] = { message: messages.join('\n'), code };
      setProblems(next as Problems<TField>);
      return;
    }
  }
  presentError(error);
}

/**
 * A money-moving POST with its Idempotency-Key's lifetime and its errors. One key per attempt: a
 * submit with the same variables after an uncertain failure (no answer, 5xx) reuses the key; a success,
 * a refusal (any 4xx), different variables or `newAttempt()` start a new one. Refusals land where they
 * belong: `codeFields` and 422 messages under fields (`problems`), `onCode` to the form, the rest as the
 * app shows errors (toast or modal).
 */
export function useMoneyMutation<TVariables, TResult, TField extends string = string>(
  options: MoneyMutationOptions<TVariables, TResult, TField>,
) {
  const queryClient = useQueryClient();
  const attempt = useRef<Attempt | null>(null);
  const [problems, setProblems] = useState<Problems<TField>>({});
  const latest = useRef(options);
  latest.current = options;
  const once = useSingleFlight();

  const mutation = useMutation({
    mutationFn: ({ variables, key }: { variables: TVariables; key: string }) =>
      latest.current.send(variables, key),
  });

  const settle = useCallback(() => {
    for (const queryKey of latest.current.invalidate ?? []) void queryClient.invalidateQueries({ queryKey });
  }, [queryClient]);

  /**
   * Sends the variables; resolves to the result, or undefined once the failure has been shown, or at once
   * while a send is on its way (a double tap: the second would only replay the first under its key, and
   * show its result or refusal a second time).
   */
  const submit = useCallback(
    (variables: TVariables): Promise<TResult | undefined> =>
      once(async () => {
        const { attemptOf } = latest.current;
        const signature = JSON.stringify(attemptOf ? attemptOf(variables) : variables);
        if (attempt.current?.signature !== signature) {
          attempt.current = { signature, key: newIdempotencyKey() };
        }
        const { key } = attempt.current;
        setProblems({});
        try {
          const result = await mutation.mutateAsync({ variables, key });
          attempt.current = null;
          settle();
          latest.current.onSuccess?.(result, variables);
          return result;
        } catch (error) {
          settle();
          if (isUncertainFailure(error) && !(isApiError(error) && error.sessionEnded)) {
            (latest.current.onUncertain ?? presentError)(error);
            return undefined;
          }
          attempt.current = null;
          latest.current.onRefused?.(error);
          showRefusal(error, latest.current, setProblems);
          return undefined;
        }
      }),
    [mutation.mutateAsync, settle, once],
  );

  /** The next submit is a new order even with the same figures (a new confirmation, "again"). */
  const newAttempt = useCallback(() => {
    attempt.current = null;
  }, []);

  const clearProblems = useCallback(() => setProblems({}), []);

  return { submit, newAttempt, problems, clearProblems, isPending: mutation.isPending };
}
