import { type CSSProperties, type RefObject, useEffect, useRef, useState } from 'react';

/** Scrolling speed of a notice wider than its bar, as antd-mobile's NoticeBar (50 px a second). */
const PIXELS_PER_SECOND = 50;

/** How long the text takes to scroll out, when it is wider than the bar; null when it fits. */
function useScrollDuration(track: RefObject<HTMLElement | null>): number | null {
  const [seconds, setSeconds] = useState<number | null>(null);
  useEffect(() => {
    const element = track.current;
    if (!element) return;
    const measure = () => {
      const overflow = element.scrollWidth - element.clientWidth;
      setSeconds(overflow > 0 ? Math.max(4, element.scrollWidth / PIXELS_PER_SECOND) : null);
    };
    if (typeof ResizeObserver !== 'function') {
      measure();
      return;
    }
    // The observer reports each element once it has been laid out, in the frame's own layout pass, so
    // measuring here (scrollWidth right after the commit) would force a layout of the whole page in the
    // same task. The bar's width changes with the window, the text's with the language.
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    if (element.firstElementChild) observer.observe(element.firstElementChild);
    return () => observer.disconnect();
  }, [track]);
  return seconds;
}

/**
 * Home's one-line notice, scrolling when it does not fit (under prefers-reduced-motion it wraps instead). Drawn here rather than with antd-mobile's NoticeBar, which with its icons and config
 * cost about 5 KiB brotli on home's first load; the scrolling is a compositor-only CSS transform.
 */
export function NoticeTicker({ text }: { text: string }) {
  const track = useRef<HTMLDivElement>(null);
  const seconds = useScrollDuration(track);
  const style = seconds === null ? undefined : ({ '--hc-notice-duration': `${seconds}s` } as CSSProperties);
  return (
    <div className={seconds === null ? 'hc-notice-bar' : 'hc-notice-bar hc-notice-scrolling'} style={style}>
      <svg
        className="hc-notice-icon"
        viewBox="0 0 24 24"
        width={20}
        height={20}
        aria-hidden="true"
        focusable="false"
      >
        <path
          d="M4 9.5h3.5L12 5.5v13l-4.5-4H4z M15.5 9a4 4 0 0 1 0 6 M18 6.5a7.5 7.5 0 0 1 0 11"
          fill="none"
          stroke="currentColor"
          strokeWidth={1.8}
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      <div className="hc-notice-track" ref={track}>
        <span className="hc-notice-text">{text}</span>
      </div>
    </div>
  );
}
