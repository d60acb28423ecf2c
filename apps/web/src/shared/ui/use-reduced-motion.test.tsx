import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { usePrefersReducedMotion } from './use-reduced-motion.ts';

/** A device whose motion setting the test changes, as a person would in the system settings. */
function deviceMotionSetting(reduce: boolean) {
  const listeners = new Set<() => void>();
  const query = {
    get matches() {
      return reduce;
    },
    addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener),
  };
  const original = window.matchMedia;
  window.matchMedia = (media: string) => {
    expect(media).toBe('(prefers-reduced-motion: reduce)');
    return query as unknown as MediaQueryList;
  };
  return {
    change(next: boolean) {
      reduce = next;
      for (const listener of listeners) listener();
    },
    listening: () => listeners.size,
    restore: () => {
      window.matchMedia = original;
    },
  };
}

function Motion() {
  return <p>{usePrefersReducedMotion() ? 'less motion' : 'full motion'}</p>;
}

let device: ReturnType<typeof deviceMotionSetting> | undefined;
afterEach(() => device?.restore());

describe('usePrefersReducedMotion', () => {
  it("follows the device's setting as it changes, and stops listening when unmounted", () => {
    device = deviceMotionSetting(true);
    const { unmount } = render(<Motion />);
    expect(screen.getByText('less motion')).toBeTruthy();
    act(() => device?.change(false));
    expect(screen.getByText('full motion')).toBeTruthy();
    act(() => device?.change(true));
    expect(screen.getByText('less motion')).toBeTruthy();
    unmount();
    expect(device.listening()).toBe(0);
  });
});
