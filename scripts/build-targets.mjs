// @ts-check
// Plain JavaScript, checked by tsc (`checkJs` in tsconfig.node.json, `npm run typecheck`): `npm start`
// runs the build check before anything is built, and loading a TypeScript loader for it took longer than
// the check itself.

/**
 * What `npm start` builds, from which inputs, into which folder (the stamp file lives in the output).
 * @typedef {{ name: string; inputs: string[]; output: string; command: string[] }} BuildTarget
 */

const SHARED_INPUTS = ['packages/api/src', 'packages/i18n/src', 'package-lock.json'];

/** @type {readonly BuildTarget[]} */
export const BUILD_TARGETS = [
  {
    name: 'web',
    inputs: [
      'apps/web/src',
      'apps/web/public',
      'apps/web/build',
      'apps/web/index.html',
      'apps/web/vite.config.ts',
      'apps/web/package.json',
      ...SHARED_INPUTS,
    ],
    output: 'apps/web/dist',
    command: ['npm', 'run', 'build', '-w', 'apps/web'],
  },
  {
    name: 'admin',
    inputs: [
      'apps/admin/src',
      'apps/admin/public',
      'apps/admin/index.html',
      'apps/admin/vite.config.ts',
      'apps/admin/package.json',
      ...SHARED_INPUTS,
    ],
    output: 'apps/admin/dist',
    command: ['npm', 'run', 'build', '-w', 'apps/admin'],
  },
  {
    name: 'server',
    inputs: [
      'apps/server/src',
      'apps/server/package.json',
      'packages/engine/src',
      'scripts',
      ...SHARED_INPUTS,
    ],
    output: 'apps/server/dist',
    command: ['node', '--import', 'tsx', 'scripts/build-server.ts'],
  },
];
