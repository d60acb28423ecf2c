/**
 * Keeps, of the styles antd injects in tests, only the rules that can hide an element or block the pointer.
 *
 * antd's CSS-in-JS adds thousands of rules to the page, and jsdom's getComputedStyle matches every rule's
 * selector against the element each time it is called. Testing Library calls it for an element and each
 * of its ancestors in every role query (is it hidden?), so on a console page one call cost about 190 ms and
 * the styles took 77 s of finance-configs.test.tsx's 88 (session 27). The rules kept are the only ones a
 * test can observe here: display and visibility decide what a role query finds, opacity and pointer-events
 * what user-event may click. jsdom lays nothing out, so sizes and colours never mattered.
 */
const OBSERVABLE = /(?:^|[;\s])(?:display|visibility|opacity|pointer-events)\s*:/;

/** CSSRule.KEYFRAMES_RULE: jsdom has no CSSKeyframesRule global, and a throw here would stop all pruning. */
const KEYFRAMES_RULE = 7;

/** The selector list's parts, split at the commas outside parentheses (`:where(a, b)` is one part). */
function selectorParts(selectorText: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (let index = 0; index < selectorText.length; index++) {
    const char = selectorText[index];
    if (char === '(') depth++;
    else if (char === ')') depth--;
    else if (char === ',' && depth === 0) {
      parts.push(selectorText.slice(start, index));
      start = index + 1;
    }
  }
  parts.push(selectorText.slice(start));
  return parts;
}

/**
 * jsdom never matches a selector naming a pseudo-element (`.anticon::before`) against an element, yet
 * getComputedStyle still tries each such rule for every element: a rule whose every part names one styles
 * nothing here, as a keyframes rule (jsdom runs no animation) does not either.
 */
const styleNothingInJsdom = (rule: CSSStyleRule): boolean =>
  selectorParts(rule.selectorText).every((part) => part.includes('::'));

function keepObservableRules(rules: CSSRuleList, deleteRule: (index: number) => void): void {
  for (let index = rules.length - 1; index >= 0; index--) {
    const rule = rules[index];
    if (rule instanceof CSSStyleRule) {
      if (!OBSERVABLE.test(rule.style.cssText) || styleNothingInJsdom(rule)) deleteRule(index);
    } else if (rule?.type === KEYFRAMES_RULE) {
      deleteRule(index);
    } else if (rule instanceof CSSMediaRule) {
      keepObservableRules(rule.cssRules, (inner) => rule.deleteRule(inner));
    }
  }
}

/**
 * What stopped the pruning, if anything did. A throw inside a MutationObserver callback only reaches jsdom's
 * error log, and the tests would pass, each a hundred times slower: `failIfPruningStopped` makes it a failure.
 */
let pruningError: unknown;

function pruneStyleSheets(): void {
  try {
    for (const style of Array.from(document.querySelectorAll('style'))) {
      const sheet = style.sheet;
      if (sheet) keepObservableRules(sheet.cssRules, (index) => sheet.deleteRule(index));
    }
  } catch (error) {
    pruningError ??= error;
  }
}

/** Prunes every stylesheet as it is added or rewritten (a microtask after, before a test's next await). */
export function keepOnlyVisibilityStyles(): void {
  new MutationObserver(pruneStyleSheets).observe(document.head, {
    childList: true,
    subtree: true,
    characterData: true,
  });
}

/** Throws (once) what stopped the pruning since the last call: the test in which it happened fails. */
export function failIfPruningStopped(): void {
  const error = pruningError;
  pruningError = undefined;
  if (error !== undefined) throw new Error('pruning the test styles failed', { cause: error });
}
