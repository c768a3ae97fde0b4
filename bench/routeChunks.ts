// The built storefront's JavaScript as React Router's manifest describes it (window.__reactRouterManifest in
// build/client/assets/manifest-*.js), shared by the route size benches (routes.bench.ts, uvDesigner.bench.ts): which
// files a first visit to a route loads, and their gzip sizes (level 9, as a precompressing static server sends them).
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

export interface ManifestEntry {
  module: string;
  imports?: string[];
}
export interface ManifestRoute extends ManifestEntry {
  id: string;
  parentId?: string;
  path?: string;
}
export interface RouterManifest {
  entry: ManifestEntry;
  routes: Record<string, ManifestRoute>;
}

export const buildDirectory = process.env['RIGKIT_BUILD_DIR'] ?? join(import.meta.dirname, '..', 'storefront', 'build');
export const clientDirectory = join(buildDirectory, 'client');

/** The build's manifest, or undefined when there is no build. */
export function readManifest(): RouterManifest | undefined {
  const assets = join(clientDirectory, 'assets');
  if (!existsSync(assets)) return undefined;
  // The newest one: a build into a directory outside the project (RIGKIT_BUILD_DIR) does not empty it first.
  const file = readdirSync(assets)
    .filter((name) => /^manifest-[\w-]+\.js$/.test(name))
    .sort((a, b) => statSync(join(assets, b)).mtimeMs - statSync(join(assets, a)).mtimeMs)[0];
  if (!file) return undefined;
  const source = readFileSync(join(assets, file), 'utf8').trim();
  const json = source.replace(/^window\.__reactRouterManifest\s*=\s*/, '').replace(/;$/, '');
  return JSON.parse(json) as RouterManifest;
}

/** An asset's text ("/assets/name.js"). */
export const readAsset = (assetPath: string): string => readFileSync(join(clientDirectory, assetPath), 'utf8');

const gzipCache = new Map<string, number>();
/** An asset's size gzipped at level 9, in bytes. */
export function gzipBytes(assetPath: string): number {
  let size = gzipCache.get(assetPath);
  if (size === undefined) {
    size = gzipSync(readFileSync(join(clientDirectory, assetPath)), { level: 9 }).length;
    gzipCache.set(assetPath, size);
  }
  return size;
}

const closure = (entry: ManifestEntry): string[] => [entry.module, ...(entry.imports ?? [])];

/**
 * The framework floor: the entry's JavaScript closure. React Router's default entry imports only react, react-dom and
 * react-router, which the storefront's vite config gathers into one `framework` chunk, so it holds nothing of ours.
 */
export const floorFiles = (manifest: RouterManifest): string[] => closure(manifest.entry).filter((file) => file.endsWith('.js'));

/** The JavaScript files a first visit to `routeId` loads: the entry, then each route from root down, with their imports. */
export function routeFiles(manifest: RouterManifest, routeId: string): string[] {
  const chain: ManifestRoute[] = [];
  for (let route = manifest.routes[routeId]; route; route = route.parentId ? manifest.routes[route.parentId] : undefined) chain.unshift(route);
  return [...new Set([...closure(manifest.entry), ...chain.flatMap(closure)])].filter((file) => file.endsWith('.js'));
}
