import { describe, expect, it } from 'vitest';
import { isReactAfterTeardown } from './after-teardown-error.ts';

/** The stack Vitest reported in session 39's CI, shortened. */
const REACT_STACK = [
  'ReferenceError: window is not defined',
  '    at /repo/node_modules/react-dom/cjs/react-dom-client.development.js:19555:13',
  '    at Immediate.performWorkUntilDeadline (/repo/node_modules/scheduler/cjs/scheduler.development.js:45:48)',
  '    at process.processImmediate (node:internal/timers:483:21)',
].join('\n');

describe('isReactAfterTeardown', () => {
  it("is React's own ReferenceError for the window or the document once the file's jsdom is gone", () => {
    expect(
      isReactAfterTeardown({ name: 'ReferenceError', message: 'window is not defined', stack: REACT_STACK }),
    ).toBe(true);
    expect(
      isReactAfterTeardown({
        name: 'ReferenceError',
        message: 'document is not defined',
        stack: REACT_STACK.replace('window', 'document'),
      }),
    ).toBe(true);
  });

  it('still counts the same words thrown from our code, another error from React, or another global', () => {
    const ours = 'ReferenceError: window is not defined\n    at /repo/apps/web/src/app/app.tsx:10:3';
    expect(
      isReactAfterTeardown({ name: 'ReferenceError', message: 'window is not defined', stack: ours }),
    ).toBe(false);
    expect(
      isReactAfterTeardown({ name: 'TypeError', message: 'window is not defined', stack: REACT_STACK }),
    ).toBe(false);
    expect(
      isReactAfterTeardown({
        name: 'ReferenceError',
        message: 'navigator is not defined',
        stack: REACT_STACK,
      }),
    ).toBe(false);
    expect(isReactAfterTeardown({ name: 'ReferenceError', message: 'window is not defined' })).toBe(false);
  });
});
