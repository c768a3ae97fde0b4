// Route JavaScript (gzip) from the built storefront (issue 6 and 7, Performance): what a first visit to a route
// downloads before it is interactive, read from React Router's own manifest (window.__reactRouterManifest in
// build/client/assets/manifest-*.js): the entry with its imports, then root and the route with theirs.
// Budgets: category ≤ 100 kB, product ≤ 110 kB, custom build ≤ 110 kB.
// Reference from the same build: the framework floor, the entry's closure. React Router's default entry imports only
// react, react-dom and react-router, and the storefront's vite config gathers them into one `framework` chunk, so
// that closure is the framework and nothing of ours; "our code" is the route total minus the floor.
// Files are gzipped at level 9, as a precompressing static server sends them. Lazy chunks (import()) are not counted:
// they load after first paint.
// Run: node bench/routes.bench.ts [--quick] [--verbose]   (RIGKIT_BUILD_DIR=… for another build directory)
import { clientDirectory, floorFiles, gzipBytes, readManifest, routeFiles, type RouterManifest } from './routeChunks.ts';
import { finish, quick, report } from './harness.ts';

const verbose = process.argv.includes('--verbose');

/** The budgets the issues set, by React Router route id: the route's total. */
const budgets: Record<string, number> = {
  'routes/category': 100,
  'routes/product': 110,
  'custom-build': 110,
  'custom-build-key': 110,
};

/** The address pattern of a route, its ancestors' paths included (a nested route's own path is relative). */
function fullPath(manifest: RouterManifest, routeId: string): string {
  const segments: string[] = [];
  for (let route = manifest.routes[routeId]; route; route = route.parentId ? manifest.routes[route.parentId] : undefined) {
    if (route.path) segments.unshift(route.path);
  }
  return `/${segments.join('/')}`;
}

/** Budgets on our code alone (the route's total minus the framework floor), by route id. */
const oursBudgets: Record<string, number> = {
  // /Checkout, /checkout and /Checkout/{orderGuid} (issue 15, Performance).
  'routes/checkout': 40,
};

const kB = (bytes: number) => bytes / 1000;

function budgetOf(routeId: string, totalBytes: number, floorBytes: number): { label: string; ok: boolean } | undefined {
  const total = budgets[routeId];
  if (total !== undefined) return { label: `≤ ${total} kB`, ok: kB(totalBytes) <= total };
  const ours = oursBudgets[routeId];
  if (ours !== undefined) return { label: `our code ≤ ${ours} kB`, ok: kB(totalBytes - floorBytes) <= ours };
  return undefined;
}

const manifest = readManifest();
if (!manifest) {
  process.stdout.write(`route JavaScript: skipped: no storefront build in ${clientDirectory} (run pnpm --filter @rigkit/storefront build)\n`);
  if (!quick) process.exitCode = 1;
} else {
  const floorList = floorFiles(manifest);
  const floor = floorList.reduce((sum, file) => sum + gzipBytes(file), 0);
  report({ name: `framework floor (entry closure: react, react-dom, react-router; ${floorList.length} files)`, ours: kB(floor), unit: 'kB gzip' });
  const routeIds = Object.keys(manifest.routes).filter((id) => id !== 'root');
  // In --quick mode the measuring is the same (a few milliseconds); only the verbose file lists are left out.
  for (const routeId of routeIds) {
    const files = routeFiles(manifest, routeId);
    const total = files.reduce((sum, file) => sum + gzipBytes(file), 0);
    const budget = budgetOf(routeId, total, floor);
    report({
      name: `${routeId} (${fullPath(manifest, routeId)}) route JavaScript, our code ${kB(total - floor).toFixed(1)} kB`,
      ours: kB(total),
      reference: { name: 'framework floor', value: kB(floor) },
      unit: 'kB gzip',
      ...(budget === undefined ? {} : { budget }),
    });
    if (verbose && !quick) {
      const ours = files.filter((file) => !floorList.includes(file)).sort((a, b) => gzipBytes(b) - gzipBytes(a));
      process.stdout.write(`    ${ours.map((file) => `${file.replace('/assets/', '')} ${kB(gzipBytes(file)).toFixed(1)}`).join(', ')}\n`);
    }
  }
}

finish();
