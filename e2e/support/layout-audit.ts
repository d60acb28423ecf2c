import type { Page } from '@playwright/test';

/**
 * What the audit looks for besides geometry: English left in a translated screen, and raw catalog keys.
 * `data` are texts the screen shows as data (names an operator gave, say), whatever they equal.
 */
export type TextRules = { english: string[]; keys: string[]; data: string[] };

/**
 * Measures the screen the page shows and answers one line per defect a person would see on it:
 * - the page scrolls sideways, or an element sticks out of the viewport to the right;
 * - text cut off invisibly by a box that hides its overflow (a box that scrolls lets it be reached; an
 *   ellipsis or a line clamp shows the cut, and is accepted when the full text is in a `title` nearby);
 * - a button or tab whose label does not fit its box, wraps into more than two lines, or overlaps a
 *   neighbouring control;
 * - English text left in a translated screen, or a raw catalog key.
 * Runs in the page: the function is serialised, so it uses nothing from this module's scope.
 */
export function auditScreen(page: Page, rules: TextRules): Promise<string[]> {
  return page.evaluate(measure, rules);
}

function measure(rules: TextRules): string[] {
  const found: string[] = [];
  const width = window.innerWidth;
  const english = new Set(rules.english.filter((text) => !rules.data.includes(text)));
  const keys = new Set(rules.keys);
  const px = (value: number) => Math.round(value);
  // Computed styles and clipping ancestors are asked for many times per element: measured once each.
  const styles = new Map<Element, CSSStyleDeclaration>();
  const style = (element: Element) => {
    let css = styles.get(element);
    if (!css) {
      css = getComputedStyle(element);
      styles.set(element, css);
    }
    return css;
  };

  const nameOf = (element: Element): string => {
    const id = element.getAttribute('data-testid');
    const classes = [...element.classList].slice(0, 2).join('.');
    const text = (element.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
    return `<${element.tagName.toLowerCase()}${id ? ` testid=${id}` : ''}${classes ? ` .${classes}` : ''}> "${text}"`;
  };
  const seen = new Map<Element, boolean>();
  const visible = (element: Element): boolean => {
    const known = seen.get(element);
    if (known !== undefined) return known;
    const box = element.getBoundingClientRect();
    const shown =
      box.width > 0 &&
      box.height > 0 &&
      element.checkVisibility({ opacityProperty: true, visibilityProperty: true });
    seen.set(element, shown);
    return shown;
  };
  /**
   * Carousels and the scrolling notice move their text through a window on purpose, and a visually
   * hidden label (1 px, clipped) is for screen readers: none of them is a cut a person would miss.
   */
  const deliberatelyClipped = (element: Element): boolean => {
    if (element.closest('.adm-swiper, .hc-notice-scrolling')) return true;
    const box = element.getBoundingClientRect();
    return box.width <= 2 || box.height <= 2;
  };
  const clips = (value: string) => value === 'hidden' || value === 'clip';
  /** The nearest ancestor that hides or scrolls overflow on the axis, or null (the viewport). */
  const clippers = new Map<string, Map<Element, Element | null>>([
    ['x', new Map()],
    ['y', new Map()],
  ]);
  const clipperOf = (element: Element, axis: 'x' | 'y'): Element | null => {
    const known = clippers.get(axis) as Map<Element, Element | null>;
    const cached = known.get(element);
    if (cached !== undefined) return cached;
    const parent = element.parentElement;
    let clipper: Element | null = null;
    if (parent) {
      const overflow = axis === 'x' ? style(parent).overflowX : style(parent).overflowY;
      clipper = overflow !== 'visible' ? parent : clipperOf(parent, axis);
    }
    known.set(element, clipper);
    return clipper;
  };
  const truncatesVisibly = (element: Element, upTo: Element): boolean => {
    for (let node: Element | null = element; node; node = node.parentElement) {
      const css = style(node);
      if (css.textOverflow === 'ellipsis' || css.webkitLineClamp !== 'none') return true;
      if (node === upTo) return false;
    }
    return false;
  };
  const titled = (element: Element, text: string): boolean => {
    const holder = element.closest('[title], [aria-label]');
    const full = `${holder?.getAttribute('title') ?? ''} ${holder?.getAttribute('aria-label') ?? ''}`;
    return holder !== null && full.includes(text);
  };

  // 1. The page scrolls sideways.
  const scrollWidth = document.documentElement.scrollWidth;
  if (scrollWidth > width) found.push(`page scrolls sideways: scrollWidth ${scrollWidth} > ${width}`);

  // 2. Elements sticking out to the right (only the outermost of a sticking-out chain; one that a box
  //    clips or scrolls is the text check's business).
  for (const element of document.body.querySelectorAll('*')) {
    const box = element.getBoundingClientRect();
    if (box.right <= width + 1 || !visible(element)) continue;
    if (clipperOf(element, 'x') !== null) continue;
    const parent = element.parentElement;
    if (parent && parent.getBoundingClientRect().right > width + 1 && visible(parent)) continue;
    found.push(`sticks out to the right: ${nameOf(element)} right ${px(box.right)} > ${width}`);
  }

  // 3 and 4. Every visible text node: clipped, untranslated, or a raw key.
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = (node.textContent ?? '').trim();
    const owner = node.parentElement;
    if (!text || !owner || !visible(owner) || owner.closest('script, style, noscript')) continue;
    if (english.has(text)) found.push(`untranslated: ${nameOf(owner)}`);
    if (keys.has(text)) found.push(`raw i18n key: ${nameOf(owner)}`);
    const range = document.createRange();
    range.selectNodeContents(node);
    const rects = [...range.getClientRects()].filter((rect) => rect.width > 0);
    if (rects.length === 0) continue;
    for (const axis of ['x', 'y'] as const) {
      const clipper = clipperOf(owner, axis);
      if (clipper === null || clipper === document.documentElement || clipper === document.body) continue;
      const css = style(clipper);
      if (!clips(axis === 'x' ? css.overflowX : css.overflowY) || deliberatelyClipped(clipper)) continue;
      const box = clipper.getBoundingClientRect();
      const inner = {
        left: box.left + clipper.clientLeft,
        top: box.top + clipper.clientTop,
        right: box.left + clipper.clientLeft + clipper.clientWidth,
        bottom: box.top + clipper.clientTop + clipper.clientHeight,
      };
      const beyond =
        axis === 'x'
          ? Math.max(...rects.map((r) => Math.max(r.right - inner.right, inner.left - r.left)))
          : Math.max(...rects.map((r) => Math.max(r.bottom - inner.bottom, inner.top - r.top)));
      if (beyond <= 1) continue;
      if (truncatesVisibly(owner, clipper)) {
        if (!titled(owner, text)) {
          found.push(`truncated without its full text in a title: ${nameOf(owner)} (${px(beyond)} px cut)`);
        }
      } else {
        found.push(
          `text clipped (${axis}) by ${nameOf(clipper)}: "${text.slice(0, 40)}" ${px(beyond)} px cut`,
        );
      }
    }
  }
  for (const field of document.querySelectorAll('input[placeholder], textarea[placeholder]')) {
    const placeholder = field.getAttribute('placeholder') ?? '';
    if (visible(field) && english.has(placeholder.trim()))
      found.push(`untranslated placeholder: "${placeholder}"`);
  }

  // 5. Controls: the label fits and wraps into at most two lines; neighbours do not overlap.
  const controls = [
    ...document.querySelectorAll(
      'button, [role="button"], [role="tab"], [role="radio"], .adm-tab-bar-item, .adm-capsule-tabs-tab',
    ),
  ].filter((control) => visible(control) && !deliberatelyClipped(control));
  for (const control of controls) {
    const box = control.getBoundingClientRect();
    // Lines counted per text node: a label built of stacked parts (a name over a price) is not wrapping.
    let lines = 0;
    let outside = 0;
    const texts = document.createTreeWalker(control, NodeFilter.SHOW_TEXT);
    for (let node = texts.nextNode(); node; node = texts.nextNode()) {
      if (!(node.textContent ?? '').trim() || !node.parentElement || !visible(node.parentElement)) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      const tops = new Set<number>();
      for (const rect of range.getClientRects()) {
        if (rect.width === 0) continue;
        tops.add(Math.round(rect.top));
        outside = Math.max(outside, rect.right - box.right, box.left - rect.left, rect.bottom - box.bottom);
      }
      lines = Math.max(lines, tops.size);
    }
    if (lines > 2) found.push(`label wraps into ${lines} lines: ${nameOf(control)}`);
    if (outside > 1) found.push(`label spills ${px(outside)} px out of its control: ${nameOf(control)}`);
  }
  for (const [index, first] of controls.entries()) {
    for (const second of controls.slice(index + 1)) {
      const related =
        first.parentElement === second.parentElement ||
        first.parentElement?.parentElement === second.parentElement?.parentElement;
      if (!related || first.contains(second) || second.contains(first)) continue;
      const a = first.getBoundingClientRect();
      const b = second.getBoundingClientRect();
      const overlapX = Math.min(a.right, b.right) - Math.max(a.left, b.left);
      const overlapY = Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top);
      if (overlapX > 1 && overlapY > 1) {
        found.push(
          `controls overlap by ${px(overlapX)}x${px(overlapY)} px: ${nameOf(first)} and ${nameOf(second)}`,
        );
      }
    }
  }
  return [...new Set(found)];
}
