import { useState } from 'react';
import type { FieldValues, UseFormSetError } from 'react-hook-form';
import { type ServerErrorOptions, showServerErrors } from './form-errors.ts';

/**
 * A form's send to the server: `pending` from the send to the answer (its submit button's spinner), and a
 * refusal shown in the form where it can (showServerErrors), then handed to `afterRefusal` (a captcha is
 * good for one try). The forms that do more with a refusal than show it (login, KYC) keep their own.
 */
export function useServerSubmit<T extends FieldValues>(
  setError: UseFormSetError<T>,
  options: ServerErrorOptions<T>,
) {
  const [pending, setPending] = useState(false);
  const send = async (work: () => Promise<void>, afterRefusal?: () => void): Promise<void> => {
    setPending(true);
    try {
      await work();
    } catch (error) {
      showServerErrors(error, setError, options);
      afterRefusal?.();
    } finally {
      setPending(false);
    }
  };
  return { pending, send };
}
