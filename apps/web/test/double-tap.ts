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
  // The dialogs already there, compared by element: one still closing may leave meanwhile (counting them
  // instead failed under load, the closing one gone while the new one opened).
  const earlier = new Set(asked());
  const opened = () => asked().filter((dialog) => !earlier.has(dialog));
  fireEvent.click(button);
  fireEvent.click(button);
  await waitFor(() => expect(opened().length).toBeGreaterThan(0));
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(opened()).toHaveLength(1);
  return opened()[0] as HTMLElement;
}
