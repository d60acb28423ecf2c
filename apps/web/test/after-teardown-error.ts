/** An error Vitest caught outside any test, as its `onUnhandledError` hears it (serialized from the worker). */
type UnhandledError = { name?: string; message?: string; stack?: string };

const GONE_GLOBAL = /^(window|document) is not defined$/;
const REACT_FRAME = /[\\/]node_modules[\\/](react-dom|scheduler)[\\/]/;

/**
 * Whether an unhandled error is React finishing work after Vitest tore the file's jsdom down. React's
 * scheduler runs its work in a setImmediate, so a commit queued as a file's last test ended (the page a
 * login navigated to, once its lazy module arrived) can run after the window is gone: React's first touch
 * of it throws "window is not defined" outside every test, and that failed whole runs
 * (login-captcha.test.tsx in session 33's CI, login-double-tap.test.tsx in session 39's) although every
 * test passed. Inside a test the window always exists, so only the teardown raises exactly this from
 * React's own frames; any other unhandled error still fails the run. test/setup.ts first lets such work run
 * out while the document is there.
 */
export function isReactAfterTeardown(error: UnhandledError): boolean {
  return (
    error.name === 'ReferenceError' &&
    GONE_GLOBAL.test(error.message ?? '') &&
    REACT_FRAME.test(error.stack ?? '')
  );
}
