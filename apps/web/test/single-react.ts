/**
 * npm hoists React 18 to the repo root (antd-mobile's react-spring declares react <= 18 as a peer)
 * while this app has React 19 in apps/web/node_modules. The build dedupes (vite.config.ts), but in
 * tests Node itself loads the libraries in node_modules, and they would find the root React 18:
 * two Reacts, broken hooks. This sends every `react` / `react-dom` import and require, from anywhere,
 * to the app's copy, exactly as the production bundle resolves them.
 */
import Module, { register } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const appDir = join(dirname(fileURLToPath(import.meta.url)), '..');
const isReact = (request: string) => /^(react|react-dom)(\/.*)?$/.test(request);

// ESM imports (react-router, react-i18next ship ESM for Node).
register('./single-react-hooks.mjs', import.meta.url, { data: { appUrl: `${pathToFileURL(appDir).href}/` } });

// CommonJS requires (antd-mobile's CJS build, rc-util, @testing-library/react).
type ResolveFilename = (request: string, parent: unknown, ...rest: unknown[]) => string;
const moduleInternals = Module as unknown as { _resolveFilename: ResolveFilename };
const original = moduleInternals._resolveFilename;
const moduleStatics = Module as unknown as { _nodeModulePaths(dir: string): string[] };
const appAnchor = {
  id: appDir,
  filename: join(appDir, 'index.js'),
  paths: moduleStatics._nodeModulePaths(appDir),
};
moduleInternals._resolveFilename = function resolveFilename(request, parent, ...rest) {
  return original.call(this, request, isReact(request) ? appAnchor : parent, ...rest);
};
