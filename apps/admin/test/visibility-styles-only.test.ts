import { afterEach, expect, test } from 'vitest';
import { failIfPruningStopped } from './visibility-styles-only.ts';

/** The setup file has started the pruning; this is what it left of a stylesheet added now. */
async function keptOf(css: string): Promise<string[]> {
  const style = document.createElement('style');
  style.textContent = css;
  document.head.append(style);
  await new Promise((resolve) => setTimeout(resolve, 0));
  const kept = Array.from(style.sheet?.cssRules ?? [], (rule) =>
    rule instanceof CSSMediaRule
      ? `@media ${Array.from(rule.cssRules, (inner) => (inner as CSSStyleRule).selectorText).join(' ')}`
      : rule instanceof CSSStyleRule
        ? rule.selectorText
        : `other ${rule.type}`,
  );
  style.remove();
  return kept;
}

const originalDeleteRule = CSSStyleSheet.prototype.deleteRule;
afterEach(() => {
  CSSStyleSheet.prototype.deleteRule = originalDeleteRule;
});

test('keeps only the rules that can hide an element or block the pointer', async () => {
  const kept = await keptOf(`
    .colour { color: red }
    .hidden { display: none }
    .before::before { display: block }
    .faded, .icon::after { opacity: 0 }
    .inert:where(.a, .b) { pointer-events: none; color: blue }
    @keyframes spin { from { opacity: 0 } to { opacity: 1 } }
    @media (min-width: 1px) { .wide { margin: 0 } .gone { visibility: hidden } }
  `);
  expect(kept).toEqual(['.hidden', '.faded, .icon::after', '.inert:where(.a, .b)', '@media .gone']);
});

test('a failure of the pruning fails the test it happened in, instead of only slowing every test', async () => {
  CSSStyleSheet.prototype.deleteRule = () => {
    throw new Error('deleteRule broke');
  };
  await keptOf('.colour { color: red }');
  expect(() => failIfPruningStopped()).toThrow(/pruning the test styles failed/);
  // Reported once: the next test starts clean.
  expect(() => failIfPruningStopped()).not.toThrow();
});
