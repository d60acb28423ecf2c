/**
 * Fails (exit 1) when home's critical JS, brotli-compressed, passes its budget. Run after the web build:
 *   node --import tsx apps/web/build/check-bundle-budget.ts [dist]
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  criticalFiles,
  eagerPages,
  HOME_CRITICAL_JS_BUDGET_BYTES,
  kib,
  MEASURED_PAGES,
  type MeasuredPage,
  readManifest,
  sizeOf,
  total,
} from './bundle-stats.ts';

const dist = path.resolve(process.argv[2] ?? fileURLToPath(new URL('../dist', import.meta.url)));
const manifest = readManifest(dist);

let homeBrotli = 0;
for (const page of Object.keys(MEASURED_PAGES) as MeasuredPage[]) {
  const files = criticalFiles(manifest, MEASURED_PAGES[page]);
  const sum = total(files.map((file) => sizeOf(dist, file)));
  if (page === 'home') homeBrotli = sum.brotli;
  console.log(
    `${page.padEnd(9)} critical JS: ${files.length} files, ${kib(sum.raw)} raw, ${kib(sum.gzip)} gzip, ${kib(sum.brotli)} brotli`,
  );
}

const eager = eagerPages(manifest);
if (eager.length > 0) {
  console.error(
    `pages bundled into the entry (make them lazy routes in app/route-table.tsx): ${eager.join(', ')}`,
  );
  process.exit(1);
}
if (homeBrotli > HOME_CRITICAL_JS_BUDGET_BYTES) {
  console.error(
    `bundle budget exceeded: home's critical JS is ${kib(homeBrotli)} brotli, the budget is ${kib(HOME_CRITICAL_JS_BUDGET_BYTES)}`,
  );
  process.exit(1);
}
console.log(
  `bundle budget kept: home's critical JS ${kib(homeBrotli)} brotli, limit ${kib(HOME_CRITICAL_JS_BUDGET_BYTES)}`,
);
