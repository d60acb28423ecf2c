import { useEffect } from 'react';

const positions = new Map<string, number>();

/**
 * Tab pages remember where they were scrolled (spec section 2); other pages open at the top.
 * Positions are recorded while scrolling because by the time a route changes the old page is gone.
 */
export function useTabScrollMemory(pathname: string, isTab: boolean): void {
  useEffect(() => {
    const record = () => {
      if (isTab) positions.set(pathname, window.scrollY);
    };
    const target = isTab ? (positions.get(pathname) ?? 0) : 0;
    const frame = requestAnimationFrame(() => window.scrollTo(0, target));
    window.addEventListener('scroll', record, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', record);
    };
  }, [pathname, isTab]);
}
