// The UV print designer's JavaScript (issue 20, Performance): our code plus Konva on top of the framework chunk,
// ≤ 120 kB gzip, and Konva loaded on the designer only. Read from the built storefront like routes.bench.ts: the
// designer route's first-visit closure (entry, root, route) plus the chunks its lazy import brings (the canvas, Konva,
// react-konva, and the API client the canvas's Save loads), minus the framework floor (the entry's closure). Then every other route's first-visit closure is
// searched for Konva's code: the count must be 0.
// The other half of the issue's performance line, 0 React renders per drag frame, is asserted in
// packages/react/src/UvCanvas/UvCanvas.test.tsx (a Profiler counts commits over ten drag frames).
// Run: node bench/uvDesigner.bench.ts [--quick]   (RIGKIT_BUILD_DIR=… for another build directory)
import { clientDirectory, floorFiles, gzipBytes, readAsset as read, readManifest, routeFiles as firstVisit } from './routeChunks.ts';
import { finish, quick, report } from './harness.ts';

const designerRoute = 'routes/uv-print-designer';
const budgetKb = 120;

const gzipKb = (asset: string) => gzipBytes(asset) / 1000;

/** Every chunk a file reaches through static and dynamic imports ("./Name-hash.js" in the same folder). */
function reachable(start: readonly string[]): string[] {
  const seen = new Set<string>();
  const queue = [...start];
  while (queue.length > 0) {
    const file = queue.pop();
    if (file === undefined || seen.has(file)) continue;
    seen.add(file);
    for (const match of read(file).matchAll(/["'`]\.\/([\w.-]+\.js)["'`]/g)) queue.push(`/assets/${match[1] ?? ''}`);
  }
  return [...seen];
}

const konvaMarker = /Konva\.(?:Stage|Transformer)|"Konva"|konva/;
const manifest = readManifest();
if (!manifest) {
  process.stdout.write(`designer JavaScript: skipped: no storefront build in ${clientDirectory} (run pnpm --filter @rigkit/storefront build)\n`);
  if (!quick) process.exitCode = 1;
} else if (!manifest.routes[designerRoute]) {
  process.stdout.write(`designer JavaScript: the build has no ${designerRoute} route\n`);
  process.exitCode = 1;
} else {
  const floor = floorFiles(manifest).reduce((sum, file) => sum + gzipKb(file), 0);
  // The route's first visit, plus what its lazy canvas import reaches (not every lazy chunk of root's, which the
  // designer never asks for).
  const staticFiles = firstVisit(manifest, designerRoute);
  const routeModule = manifest.routes[designerRoute]?.module ?? '';
  const lazyStarts = [...read(routeModule).matchAll(/import\(["'`]\.\/([\w.-]+\.js)["'`]\)/g)].map((match) => `/assets/${match[1] ?? ''}`);
  const designerFiles = [...new Set([...staticFiles, ...reachable(lazyStarts)])];
  const total = designerFiles.reduce((sum, file) => sum + gzipKb(file), 0);
  const konvaFiles = designerFiles.filter((file) => konvaMarker.test(read(file)));
  report({
    name: `designer route with its lazy canvas chunk (${designerFiles.length} files; Konva in ${konvaFiles.map((file) => file.replace('/assets/', '')).join(', ') || 'none'}), our code plus Konva`,
    ours: total - floor,
    reference: { name: 'framework floor', value: floor },
    unit: 'kB gzip',
    budget: { label: `≤ ${budgetKb} kB on top of the framework`, ok: total - floor <= budgetKb && konvaFiles.length > 0 },
  });
  const leaks = Object.keys(manifest.routes)
    .filter((id) => id !== designerRoute && id !== 'root')
    .filter((id) => firstVisit(manifest, id).some((file) => konvaMarker.test(read(file))));
  report({ name: `other routes whose first visit loads Konva${leaks.length > 0 ? ` (${leaks.join(', ')})` : ''}`, ours: leaks.length, unit: 'routes', budget: { label: '= 0', ok: leaks.length === 0 } });
}

finish();
