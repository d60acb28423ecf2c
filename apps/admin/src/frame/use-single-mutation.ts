import { type DefaultError, type UseMutationOptions, useMutation } from '@tanstack/react-query';
import { useRef } from 'react';

/**
 * useMutation whose `mutate` does nothing while the same send is on its way: a double click on an action
 * (approve, freeze, send a reply) sends once. Not `isPending`: a second click lands before React has drawn
 * the spinner that disables the button, so only a ref set at once sees the first send. `keyOf` makes each
 * row's send its own (one pair's switch does not wait for another's); by default there is one.
 */
export function useSingleMutation<TData, TVariables = void>(
  options: UseMutationOptions<TData, DefaultError, TVariables>,
  keyOf: (variables: TVariables) => string = () => '',
) {
  const mutation = useMutation(options);
  const inFlight = useRef(new Set<string>());
  const mutate = (variables: TVariables) => {
    const key = keyOf(variables);
    if (inFlight.current.has(key)) return;
    inFlight.current.add(key);
    // mutateAsync, not mutate's own callbacks: those run for the latest call only, which would leave an
    // earlier row's key held. Its failure is shown by the options' onError, as mutate would.
    mutation
      .mutateAsync(variables)
      .catch(() => undefined)
      .finally(() => inFlight.current.delete(key));
  };
  return { ...mutation, mutate };
}
