import { vi } from 'vitest';
import * as passwords from './passwords.ts';

export type PasswordChecks = {
  /** How many password hashes were checked since `watchPasswordChecks` (each check is one guess tried). */
  count(): number;
  /** The next check waits, once begun, until `release`: a test can act while a guess is being checked. */
  holdNext(): { begun: Promise<void>; release: () => void };
};

/** Watches the server's password checks for the rest of the test (restoreMocks puts the real one back). */
export function watchPasswordChecks(): PasswordChecks {
  const real = passwords.verifyPassword;
  let hold: { begin: () => void; released: Promise<void> } | undefined;
  const spy = vi.spyOn(passwords, 'verifyPassword').mockImplementation(async (hash, password) => {
    const mine = hold;
    hold = undefined;
    if (mine) {
      mine.begin();
      await mine.released;
    }
    return real(hash, password);
  });
  return {
    count: () => spy.mock.calls.length,
    holdNext() {
      let begin = () => {};
      let release = () => {};
      const begun = new Promise<void>((resolve) => {
        begin = resolve;
      });
      const released = new Promise<void>((resolve) => {
        release = resolve;
      });
      hold = { begin, released };
      return { begun, release };
    },
  };
}
