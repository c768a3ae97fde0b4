// Route JavaScript (gzip) from the built storefront (issue 6 and 7, Performance): what a first visit to a route
// downloads before it is interactive, read from React Router's own manifest (window.__reactRouterManifest in
// build/client/assets/manifest-*.js): the entry with its imports, then root and the route with theirs.
// Budgets (issue 21, on measured floors): our code (the route's total minus the framework floor) ≤ 30 kB for the
// category, 35 kB for the product page, 28 kB for the custom build, 30 kB for the cart, 40 kB for checkout (issue 15)
// and every other route; the framework floor itself ≤ 110 kB. "Every route of the later issues ≤ 40 kB" is applied to
// every route without its own budget, the older ones (home, content pages) included: a shopper pays the same on any.
// The designer's Konva is lazy, so not counted here; its own budget is in uvDesigner.bench.ts.
// Reference from the same build: the framework floor, the entry's closure. React Router's default entry imports only
// react, react-dom and react-router, and the storefront's vite config gathers them into one `framework` chunk, so
// that closure is the framework and nothing of ours; "our code" is the route total minus the floor.
// Files are gzipped at level 9, as a precompressing static server sends them. Lazy chunks (import()) are not counted:
// they load after first paint.
// Run: node bench/routes.bench.ts [--quick] [--verbose]   (RIGKIT_BUILD_DIR=… for another build directory)
import { clientDirectory, floorFiles, gzipBytes, readManifest, routeFiles, type RouterManifest } from './routeChunks.ts';
import { finish, quick, report } from './harness.ts';

const verbose = process.argv.includes('--verbose');

/** Budgets on our code alone (the route's total minus the framework floor), by React Router route id. */
const oursBudgets: Record<string, number> = {
  'routes/category': 30,
  'routes/product': 35,
  'custom-build': 28,
  'custom-build-key': 28,
  cart: 30,
  'new-cart': 30,
  'routes/checkout': 40,
};
const otherRoutesBudget = 40;
const floorBudget = 110;

/** The address pattern of a route, its ancestors' paths included (a nested route's own path is relative). */
function fullPath(manifest: RouterManifest, routeId: string): string {
  const segments: string[] = [];
  for (let route = manifest.routes[routeId]; route; route = route.parentId ? manifest.routes[route.parentId] : undefined) {
    if (route.path) segments.unshift(route.path);
  }
  return `/${segments.join('/')}`;
}

const kB = (bytes: number) => bytes / 1000;

function budgetOf(routeId: string, totalBytes: number, floorBytes: number): { label: string; ok: boolean } {
  const ours = oursBudgets[routeId] ?? otherRoutesBudget;
  return { label: `our code ≤ ${ours} kB`, ok: kB(totalBytes - floorBytes) <= ours };
}

const manifest = readManifest();
if (!manifest) {
  process.stdout.write(`route JavaScript: skipped: no storefront build in ${clientDirectory} (run pnpm --filter @rigkit/storefront build)\n`);
  if (!quick) process.exitCode = 1;
} else {
  const floorList = floorFiles(manifest);
  const floor = floorList.reduce((sum, file) => sum + gzipBytes(file), 0);
  report({
    name: `framework floor (entry closure: react, react-dom, react-router; ${floorList.length} files)`,
    ours: kB(floor),
    unit: 'kB gzip',
    budget: { label: `≤ ${floorBudget} kB`, ok: kB(floor) <= floorBudget },
  });
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
      budget,
    });
    if (verbose && !quick) {
      const ours = files.filter((file) => !floorList.includes(file)).sort((a, b) => gzipBytes(b) - gzipBytes(a));
      process.stdout.write(`    ${ours.map((file) => `${file.replace('/assets/', '')} ${kB(gzipBytes(file)).toFixed(1)}`).join(', ')}\n`);
    }
  }
}

finish();
