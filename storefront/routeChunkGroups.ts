import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { dirname } from 'node:path';
import { gzipSync } from 'node:zlib';

// Route-shaped chunks: our modules grouped by the set of routes whose first load needs them, read from a first build.
// The module graph alone cannot tell that set: a barrel (index.ts) imports every module of its package, and rolldown
// lists a dynamic importer among a module's importers, so walking the graph up from a module reached nearly every
// route. A first build (RIGKIT_ROUTE_USAGE=write, the storefront's build script) writes which modules each route's
// first load holds after tree-shaking, from its chunks; the second groups by that map. A map older than the code only
// groups less well: a module it does not know is left to the automatic splitting.

/** Module id → the routes (React Router route file names, `root` for the root route) whose first load holds it, and
 * its size: the gzip bytes of its rendered code alone (before minifying, so only a relative weight). */
export type RouteUsage = Record<string, { routes: readonly string[]; size: number }>;

const routeFile = /[\\/]app[\\/](routes[\\/])?([^\\/]+)\.tsx?$/;
const withoutQuery = (id: string) => id.replace(/\?.*$/, '');

/** The route a chunk is the entry of (its facade module is a route module), if any. */
function routeOfChunk(facadeModuleId: string | null): string | null {
  if (!facadeModuleId) return null;
  const match = routeFile.exec(withoutQuery(facadeModuleId));
  if (!match?.[2]) return null;
  return match[1] || match[2] === 'root' ? match[2] : null;
}

type BundleChunk = { type: 'chunk'; fileName: string; facadeModuleId: string | null; imports: readonly string[]; modules: Record<string, { renderedLength: number; code: string | null }> };
type BundleAsset = { type: 'asset' };

/** The usage map of a built bundle: each route chunk's static closure, module by module (rendered ones only). */
export function routeUsageOf(bundle: Record<string, BundleChunk | BundleAsset>): RouteUsage {
  const chunks = new Map<string, BundleChunk>();
  for (const file of Object.values(bundle)) if (file.type === 'chunk') chunks.set(file.fileName, file);
  const usage = new Map<string, Set<string>>();
  const sizes = new Map<string, number>();
  for (const chunk of chunks.values()) {
    const route = routeOfChunk(chunk.facadeModuleId);
    if (!route) continue;
    const closure = new Set<string>([chunk.fileName]);
    const queue = [chunk.fileName];
    while (queue.length > 0) {
      for (const imported of chunks.get(queue.pop() as string)?.imports ?? []) {
        if (!closure.has(imported)) {
          closure.add(imported);
          queue.push(imported);
        }
      }
    }
    for (const fileName of closure) {
      for (const [moduleId, rendered] of Object.entries(chunks.get(fileName)?.modules ?? {})) {
        if (rendered.renderedLength === 0) continue;
        const routes = usage.get(moduleId) ?? new Set<string>();
        routes.add(route);
        usage.set(moduleId, routes);
        sizes.set(moduleId, rendered.code ? gzipSync(rendered.code, { level: 9 }).length : rendered.renderedLength);
      }
    }
  }
  return Object.fromEntries([...usage].map(([moduleId, routes]) => [moduleId, { routes: [...routes].sort(), size: sizes.get(moduleId) ?? 0 }]));
}

export function writeRouteUsage(path: string, usage: RouteUsage): void {
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, JSON.stringify(usage));
}

export function readRouteUsage(path: string): RouteUsage | null {
  try {
    return JSON.parse(readFileSync(path, 'utf8')) as RouteUsage;
  } catch {
    return null;
  }
}

type PlannedChunk = { routes: Set<string>; size: number; modules: string[] };

/**
 * Which chunk each module goes to. It starts from one chunk per set of routes (no route loads a byte it does not use)
 * and merges two chunks while that lowers the bytes summed over routes: a merge saves each route that loads both one
 * file's cost (gzip's header and cold start, the import and export lines), and costs each route that loads only one
 * of them the other's bytes. Modules of the root route (the shell) and lazy-only modules are left out (null).
 */
export function planRouteChunks(usage: RouteUsage, cost: { gzipRatio: number; fileBytes: number; maxRouteCost: number }): Map<string, string> {
  const bySet = new Map<string, PlannedChunk>();
  for (const [moduleId, { routes, size }] of Object.entries(usage)) {
    if (routes.length === 0 || routes.includes('root') || /\.css($|\?)/.test(moduleId)) continue;
    const key = routes.join(' ');
    const chunk = bySet.get(key) ?? { routes: new Set(routes), size: 0, modules: [] };
    chunk.size += size;
    chunk.modules.push(moduleId);
    bySet.set(key, chunk);
  }
  const chunks = [...bySet.values()];
  // What the merges so far have cost each route (negative: saved). No merge may take a route above maxRouteCost: merges
  // that lower the sum over all routes but add to one route would otherwise pile onto a route near its budget.
  const spent = new Map<string, number>();
  const change = (a: PlannedChunk, b: PlannedChunk) => {
    const perRoute = new Map<string, number>();
    for (const route of a.routes) perRoute.set(route, b.routes.has(route) ? -cost.fileBytes : b.size * cost.gzipRatio);
    for (const route of b.routes) if (!a.routes.has(route)) perRoute.set(route, a.size * cost.gzipRatio);
    let total = 0;
    for (const [route, bytes] of perRoute) {
      if ((spent.get(route) ?? 0) + bytes > cost.maxRouteCost) return null;
      total += bytes;
    }
    return { total, perRoute };
  };
  for (;;) {
    let best: { i: number; j: number; total: number; perRoute: Map<string, number> } | null = null;
    for (let i = 0; i < chunks.length; i += 1) {
      for (let j = i + 1; j < chunks.length; j += 1) {
        const merged = change(chunks[i] as PlannedChunk, chunks[j] as PlannedChunk);
        if (merged && merged.total < 0 && (!best || merged.total < best.total)) best = { i, j, ...merged };
      }
    }
    if (!best) break;
    for (const [route, bytes] of best.perRoute) spent.set(route, (spent.get(route) ?? 0) + bytes);
    const a = chunks[best.i] as PlannedChunk;
    const b = chunks[best.j] as PlannedChunk;
    chunks[best.i] = { routes: new Set([...a.routes, ...b.routes]), size: a.size + b.size, modules: [...a.modules, ...b.modules] };
    chunks.splice(best.j, 1);
  }
  const plan = new Map<string, string>();
  for (const chunk of chunks) {
    const routes = [...chunk.routes].sort();
    // One route's own modules stay with its route module, in the chunk React Router names for the route.
    if (routes.length === 1) continue;
    const name = `routes-${createHash('sha256').update(routes.join(' ')).digest('hex').slice(0, 8)}`;
    for (const moduleId of chunk.modules) plan.set(moduleId, name);
  }
  return plan;
}
