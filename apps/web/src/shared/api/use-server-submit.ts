import { useState } from 'react';
import type { FieldValues, UseFormSetError } from 'react-hook-form';
import { type ServerErrorOptions, showServerErrors } from './form-errors.ts';
import { useSingleFlight } from './use-single-flight.ts';

/**
 * A form's send to the server: `pending` from the send to the answer (its submit button's spinner), and a
 * refusal shown in the form where it can (showServerErrors), then handed to `afterRefusal` (a captcha is
 * good for one try). The forms that do more with a refusal than show it (login, KYC) keep their own.
 * A send while one is on its way does nothing (useSingleFlight): a double tap on Save sends once.
 */
export function useServerSubmit<T extends FieldValues>(
  setError: UseFormSetError<T>,
  options: ServerErrorOptions<T>,
) {
  const [pending, setPending] = useState(false);
  const once = useSingleFlight();
  const send = (work: () => Promise<void>, afterRefusal?: () => void): Promise<void> =>
    once(async () => {
      setPending(true);
      try {
        await work();
      } catch (error) {
        showServerErrors(error, setError, options);
        afterRefusal?.();
      } finally {
        setPending(false);
      }
    });
  return { pending, send };
}
