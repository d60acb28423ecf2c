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

function keepObservableRules(rules: CSSRuleList, deleteRule: (index: number) => void): void {
  for (let index = rules.length - 1; index >= 0; index--) {
    const rule = rules[index];
    if (rule instanceof CSSStyleRule) {
      if (!OBSERVABLE.test(rule.style.cssText)) deleteRule(index);
    } else if (rule instanceof CSSMediaRule) {
      keepObservableRules(rule.cssRules, (inner) => rule.deleteRule(inner));
    }
  }
}

function pruneStyleSheets(): void {
  for (const style of Array.from(document.querySelectorAll('style'))) {
    const sheet = style.sheet;
    if (sheet) keepObservableRules(sheet.cssRules, (index) => sheet.deleteRule(index));
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
