import { fireEvent, screen, waitFor } from '@testing-library/react';
import { expect } from 'vitest';

/**
 * Taps `button` twice in one tick, as a fast double tap does before React draws anything, and checks that
 * exactly one question containing `question` opened; answers that dialog. An earlier test's question may
 * still be closing, so it counts the ones this tap opens. The short wait lets a second question, if the
 * guard were missing, open before it is counted.
 */
export async function doubleTapAsksOnce(button: HTMLElement, question: string): Promise<HTMLElement> {
  const asked = () =>
    screen.queryAllByRole('dialog').filter((dialog) => dialog.textContent?.includes(question));
  const before = asked().length;
  fireEvent.click(button);
  fireEvent.click(button);
  await waitFor(() => expect(asked().length).toBeGreaterThan(before));
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(asked()).toHaveLength(before + 1);
  return asked().at(-1) as HTMLElement;
}
