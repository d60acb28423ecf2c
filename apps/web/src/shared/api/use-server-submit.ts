import { useRef, useState } from 'react';
import type { FieldValues, UseFormSetError } from 'react-hook-form';
import { type ServerErrorOptions, showServerErrors } from './form-errors.ts';

/**
 * A form's send to the server: `pending` from the send to the answer (its submit button's spinner), and a
 * refusal shown in the form where it can (showServerErrors), then handed to `afterRefusal` (a captcha is
 * good for one try). The forms that do more with a refusal than show it (login, KYC) keep their own.
 * A send while one is on its way does nothing: a double tap on Save sends once.
 */
export function useServerSubmit<T extends FieldValues>(
  setError: UseFormSetError<T>,
  options: ServerErrorOptions<T>,
) {
  const [pending, setPending] = useState(false);
  // Not `pending`: a second tap's submit checks its values and sends before React has drawn the spinner
  // that disables the button, so only a ref set at once sees the first send.
  const inFlight = useRef(false);
  const send = async (work: () => Promise<void>, afterRefusal?: () => void): Promise<void> => {
    if (inFlight.current) return;
    inFlight.current = true;
    setPending(true);
    try {
      await work();
    } catch (error) {
      showServerErrors(error, setError, options);
      afterRefusal?.();
    } finally {
      inFlight.current = false;
      setPending(false);
    }
  };
  return { pending, send };
}
