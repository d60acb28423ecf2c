import { type ReactNode, type RefObject, useEffect, useLayoutEffect, useRef, useState } from 'react';
import './virtual-list.css';

interface VirtualListProps<T> {
  items: readonly T[];
  rowHeight: number;
  getKey: (item: T) => string;
  renderRow: (item: T, index: number) => ReactNode;
  /** Rows rendered beyond each edge of the window, so a fast fling never shows a gap. */
  overscan?: number;
  className?: string;
  label?: string;
}

interface Range {
  start: number;
  end: number;
}

function sameRange(a: Range, b: Range): boolean {
  return a.start === b.start && a.end === b.end;
}

/**
 * The rows near the window's viewport, with `overscan` more at each edge: measured before paint when the
 * count changes, and at most once a frame while the window scrolls or resizes. A measure that finds the
 * same rows keeps the same range, so it does not re-render the list.
 */
function useWindowRange(
  container: RefObject<HTMLUListElement | null>,
  count: number,
  rowHeight: number,
  overscan: number,
): Range {
  const [range, setRange] = useState<Range>(() => ({
    start: 0,
    end: Math.min(
      count,
      Math.ceil((typeof window === 'undefined' ? 800 : window.innerHeight) / rowHeight) + overscan,
    ),
  }));

  const measure = useRef<() => void>(() => {});
  measure.current = () => {
    const element = container.current;
    if (!element) return;
    const top = element.getBoundingClientRect().top;
    const first = Math.floor(Math.max(0, -top) / rowHeight);
    const visible = Math.ceil(window.innerHeight / rowHeight) + 1;
    const next = {
      start: Math.max(0, first - overscan),
      end: Math.min(count, first + visible + overscan),
    };
    setRange((current) => (sameRange(current, next) ? current : next));
  };

  // Re-measure when the list changes length (new page, new filter) before the browser paints.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the length is the trigger, read through the ref.
  useLayoutEffect(() => {
    measure.current();
  }, [count]);

  useEffect(() => {
    let frame = 0;
    const onScroll = () => {
      if (frame) return;
      frame = requestAnimationFrame(() => {
        frame = 0;
        measure.current();
      });
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('resize', onScroll);
    return () => {
      if (frame) cancelAnimationFrame(frame);
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('resize', onScroll);
    };
  }, []);

  return range;
}

/**
 * A list that renders only the rows near the window's viewport (the page scrolls the window, not
 * a box). Rows have one fixed height and are placed with transforms, so a scroll costs a few rows,
 * not the whole list, and live updates re-render only the rows on screen.
 */
export function VirtualList<T>({
  items,
  rowHeight,
  getKey,
  renderRow,
  overscan = 6,
  className = '',
  label,
}: VirtualListProps<T>) {
  const container = useRef<HTMLUListElement>(null);
  const range = useWindowRange(container, items.length, rowHeight, overscan);

  const rows: ReactNode[] = [];
  for (let index = range.start; index < Math.min(range.end, items.length); index += 1) {
    const item = items[index] as T;
    rows.push(
      <li
        key={getKey(item)}
        className="hc-virtual-row"
        aria-setsize={items.length}
        aria-posinset={index + 1}
        style={{ transform: `translateY(${index * rowHeight}px)`, height: rowHeight }}
      >
        {renderRow(item, index)}
      </li>,
    );
  }

  return (
    <ul
      ref={container}
      className={`hc-virtual-list ${className}`.trim()}
      aria-label={label}
      style={{ height: items.length * rowHeight }}
    >
      {rows}
    </ul>
  );
}
