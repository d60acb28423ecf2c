import type { Page } from '@playwright/test';

/**
 * Measures the console screen that is open, in the page's DOM, for what an operator on a small laptop
 * cannot read or reach. Answers one line per problem (element and measurement), empty when none:
 * - the page body scrolls sideways (what sticks out past the window, outside any deliberate scroll area);
 * - text clipped invisibly: an element that hides its overflow and whose text is wider than its box,
 *   unless it ends in an ellipsis AND the full value is reachable (a title on it or an ancestor, or a copy
 *   button beside it);
 * - two controls (buttons, links, fields, tabs) whose boxes intersect;
 * - a button outside the window, or scrolled out of sight in its scroll area (a table's too: an operator
 *   must find a row's action without hunting for it, so an action column is fixed in view).
 * `ignore` are selectors whose elements (and what they hold) are left out, each with its reason at the call.
 */
export async function layoutProblems(page: Page, ignore: readonly string[] = []): Promise<string[]> {
  return page.evaluate((ignored) => {
    const problems: string[] = [];
    const viewWidth = document.documentElement.clientWidth;
    const skipped = (element: Element) => ignored.some((selector) => element.closest(selector) !== null);
    // Styles are read once each: the walks up the tree below ask for the same ancestors again and again.
    const styles = new Map<Element, CSSStyleDeclaration>();
    const styleOf = (element: Element) => {
      let style = styles.get(element);
      if (!style) {
        style = getComputedStyle(element);
        styles.set(element, style);
      }
      return style;
    };
    /** What of the element's box is on screen: cut by every ancestor that clips (overflow not visible). */
    const shownBox = (element: Element) => {
      const box = element.getBoundingClientRect();
      let [left, right, top, bottom] = [box.left, box.right, box.top, box.bottom];
      for (let at = element.parentElement; at && at !== document.body; at = at.parentElement) {
        const style = styleOf(at);
        if (style.overflowX === 'visible' && style.overflowY === 'visible') continue;
        const frame = at.getBoundingClientRect();
        [left, right] = [Math.max(left, frame.left), Math.min(right, frame.right)];
        [top, bottom] = [Math.max(top, frame.top), Math.min(bottom, frame.bottom)];
      }
      return { left, right, top, bottom, width: right - left, height: bottom - top };
    };
    /** Drawn, wherever it is: a box of its own, not hidden nor transparent. */
    const rendered = (element: Element) => {
      const box = element.getBoundingClientRect();
      if (box.width < 1 || box.height < 1) return false;
      const style = styleOf(element);
      return style.visibility !== 'hidden' && style.display !== 'none' && Number(style.opacity) > 0.05;
    };
    const visible = (element: Element) => {
      const box = shownBox(element);
      return box.width >= 1 && box.height >= 1 && rendered(element);
    };
    const nameOf = (element: Element) => {
      const id = element.id ? `#${element.id}` : '';
      const classes = Array.from(element.classList)
        .filter((name) => !name.startsWith('css-'))
        .slice(0, 3)
        .map((name) => `.${name}`)
        .join('');
      const label = (element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 40);
      return `<${element.tagName.toLowerCase()}${id}${classes}> "${label}"`;
    };
    /** The nearest ancestor that scrolls sideways on purpose (overflow-x auto or scroll). */
    const scrollArea = (element: Element) => {
      for (let at = element.parentElement; at && at !== document.body; at = at.parentElement) {
        const overflow = styleOf(at).overflowX;
        if (overflow === 'auto' || overflow === 'scroll') return at;
      }
      return null;
    };
    const all = Array.from(document.body.querySelectorAll('*')).filter((element) => !skipped(element));
    // Behind an open dialog's mask nothing can be read or reached: only the dialog counts then (the screen
    // behind it is measured on its own).
    const dialogs = Array.from(document.querySelectorAll('.ant-modal-wrap')).filter(
      (wrap) => styleOf(wrap).display !== 'none',
    );
    const reachable = (element: Element) =>
      dialogs.length === 0 || dialogs.some((wrap) => wrap.contains(element));

    if (document.documentElement.scrollWidth > viewWidth + 1) {
      const outside = all.filter(
        (element) =>
          visible(element) &&
          element.getBoundingClientRect().right > viewWidth + 1 &&
          scrollArea(element) === null &&
          // The outermost only: its children stick out because it does.
          !(element.parentElement && element.parentElement.getBoundingClientRect().right > viewWidth + 1),
      );
      problems.push(
        `page scrolls sideways: ${document.documentElement.scrollWidth}px wide in a ${viewWidth}px window; past the edge: ${outside
          .slice(0, 3)
          .map((element) => `${nameOf(element)} right=${Math.round(element.getBoundingClientRect().right)}`)
          .join(', ')}`,
      );
    }

    for (const element of all) {
      if (
        element instanceof HTMLInputElement ||
        element instanceof HTMLTextAreaElement ||
        !reachable(element)
      )
        continue;
      const style = styleOf(element);
      const hides = ['hidden', 'clip'].includes(style.overflowX);
      if (!hides || element.scrollWidth <= element.clientWidth + 1) continue;
      if (!(element.textContent ?? '').trim() || !visible(element)) continue;
      const ellipsis = style.textOverflow === 'ellipsis';
      const titled = element.closest('[title]') !== null;
      const copyable = element.parentElement?.querySelector('.ant-typography-copy, [data-copy]') != null;
      if (ellipsis && (titled || copyable)) continue;
      problems.push(
        `text clipped${ellipsis ? ' (ellipsis, but the full value is nowhere: no title, no copy button)' : ' without an ellipsis'}: ${nameOf(element)} scrollWidth=${element.scrollWidth} clientWidth=${element.clientWidth}`,
      );
    }

    const controls = all.filter(
      (element) =>
        element.matches(
          'button, a[href], input:not([type=hidden]), select, textarea, [role=button], [role=tab], [role=combobox], [role=switch], [role=checkbox]',
        ) &&
        reachable(element) &&
        visible(element),
    );
    // A control and what it holds (antd's select holds its input) are one control.
    const separate = controls.filter(
      (element) => !controls.some((other) => other !== element && other.contains(element)),
    );
    // Each box once: every pair of controls is compared.
    const boxes = separate.map(shownBox);
    for (let i = 0; i < separate.length; i += 1) {
      const a = separate[i] as Element;
      const boxA = boxes[i] as ReturnType<typeof shownBox>;
      for (let j = i + 1; j < separate.length; j += 1) {
        const b = separate[j] as Element;
        const boxB = boxes[j] as ReturnType<typeof shownBox>;
        const width = Math.min(boxA.right, boxB.right) - Math.max(boxA.left, boxB.left);
        const height = Math.min(boxA.bottom, boxB.bottom) - Math.max(boxA.top, boxB.top);
        // antd joins grouped controls by overlapping their 1px borders: more than 2px is a real overlap.
        if (width > 2 && height > 2)
          problems.push(
            `controls overlap by ${Math.round(width)}x${Math.round(height)}px: ${nameOf(a)} and ${nameOf(b)}`,
          );
      }
    }

    // Drawn but possibly scrolled out of sight, which is what is looked for here.
    const buttons = all.filter(
      (element) => element.matches('button, [role=button]') && reachable(element) && rendered(element),
    );
    for (const button of buttons.filter(
      (element) => !buttons.some((other) => other !== element && other.contains(element)),
    )) {
      const box = button.getBoundingClientRect();
      if (box.left < -1 || box.right > viewWidth + 1) {
        problems.push(
          `button out of the window: ${nameOf(button)} left=${Math.round(box.left)} right=${Math.round(box.right)}`,
        );
        continue;
      }
      const area = scrollArea(button);
      if (!area) continue;
      const frame = area.getBoundingClientRect();
      if (box.right > frame.right + 1 || box.left < frame.left - 1)
        problems.push(
          `button scrolled out of sight in ${nameOf(area)}: ${nameOf(button)} right=${Math.round(box.right)} area right=${Math.round(frame.right)}`,
        );
    }
    return problems;
  }, ignore);
}
