/** What `npm start` builds, from which inputs, into which folder (the stamp file lives in the output). */
export type BuildTarget = { name: string; inputs: string[]; output: string; command: string[] };

const SHARED_INPUTS = ['packages/api/src', 'packages/i18n/src', 'package-lock.json'];

export const BUILD_TARGETS: readonly BuildTarget[] = [
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
