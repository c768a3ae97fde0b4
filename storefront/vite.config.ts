import { reactRouter } from '@react-router/dev/vite';
import { createHash } from 'node:crypto';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import { planRouteChunks, readRouteUsage, routeUsageOf, writeRouteUsage } from './routeChunkGroups.ts';

// The framework every page needs (React, React DOM, React Router and their runtime helpers) as one chunk: cached
// once across deploys of our code, and the floor bench/routes.bench.ts measures each route against.
const framework = /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|cookie|set-cookie-parser)[\\/]/;
// The root route's module (not React Router's client-route wrapper of it, which has a query).
const rootModule = /[\\/]app[\\/]root\.tsx$/;

// Route-shaped chunks (routeChunkGroups.ts): the build script builds twice; the first writes which modules each route's
// first load holds, the second groups them by it. One map per build directory (RIGKIT_BUILD_DIR builds run beside).
const routeUsagePath = fileURLToPath(
  new URL(`./node_modules/.cache/rigkit/route-usage-${createHash('sha256').update(resolve(process.env['RIGKIT_BUILD_DIR'] || 'build')).digest('hex').slice(0, 8)}.json`, import.meta.url),
);
const writingRouteUsage = process.env['RIGKIT_ROUTE_USAGE'] === 'write';
const routeUsage = writingRouteUsage ? null : readRouteUsage(routeUsagePath);
// The merge costs, in the map's gzip bytes of unminified modules: a file ~600 B (gzip's header and cold start, import
// and export lines), no route more than 300 B over its exact-set chunks. The best pair moves with the code; measured
// with `node bench/routes.bench.ts` (route JavaScript, our code). When the custom build's engine left its first
// download and the cart began to wait for a paint, 500 B a file put the category at 30.0, the custom build at 28.1
// and the product at 35.1 (all just over budget); a limit of 200 B a route was worse (30.2, 28.1, checkout 40.1); 600 B
// a file gives 29.9, 27.2 and 34.7, with the cart at 29.2 and checkout at 39.3. An earlier build with no limit a route
// put checkout at 40.5 and the cart at 29.6.
const routeChunks = routeUsage && planRouteChunks(routeUsage, { gzipRatio: 1, fileBytes: 600, maxRouteCost: 300 });

/** The first build's plugin: writes which modules each route's first load holds (routeChunkGroups.ts). */
function writeRouteUsagePlugin(): Plugin {
  return {
    name: 'rigkit:route-usage',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    generateBundle(_options, bundle) {
      writeRouteUsage(routeUsagePath, routeUsageOf(bundle as unknown as Parameters<typeof routeUsageOf>[0]));
    },
  };
}

/**
 * The second build's route chunks take only their own modules (includeDependenciesRecursively: false), which rolldown
 * allows only when an entry chunk may export more than its module (React Router asks for 'exports-only').
 */
function entrySignaturesPlugin(): Plugin {
  return {
    name: 'rigkit:entry-signatures',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    options(options) {
      return { ...options, preserveEntrySignatures: 'allow-extension' };
    },
  };
}

export default defineConfig({
  plugins: [reactRouter(), ...(writingRouteUsage ? [writeRouteUsagePlugin()] : []), ...(routeChunks ? [entrySignaturesPlugin()] : [])],
  resolve: {
    // React 19 has useSyncExternalStore: the shim react-stately imports for older Reacts resolves to it (app/lib).
    alias: [{ find: /^use-sync-external-store\/shim(\/index\.js)?$/, replacement: fileURLToPath(new URL('./app/lib/useSyncExternalStoreShim.ts', import.meta.url)) }],
  },
  build: {
    // RIGKIT_SOURCEMAP=1 (bundle analysis only) writes maps so bytes can be attributed to source files.
    sourcemap: process.env['RIGKIT_SOURCEMAP'] === '1',
    // No <link rel="modulepreload"> inserted for a dynamic import's dependencies: Vite's helper did it inside the
    // task that asked for the module, often the hydration commit (a lazy part's effect), where the insertions and
    // the scan of the head's links cost the home page's longest task several ms at 1x. The parts load through their
    // imports instead, one level at a time, as the page's own chunks do (app/lib/paintFirst.server.ts).
    modulePreload: false,
  },
  environments: {
    client: {
      build: {
        rolldownOptions: {
          output: {
            codeSplitting: {
              groups: [
                { name: 'framework', test: framework, priority: 10 },
                // What the root route imports (and all they import), as one `shell` chunk: every page loads all of
                // it, and left to the automatic splitting it was a dozen small files (each cut where a lazy part or
                // another route shares a module), each gzipped on its own: 8.2 kB summed where the one file is 6.1 kB,
                // on every route. root.tsx itself and its sheets stay in the root route's chunk: React Router lists
                // the sheets of every chunk a route imports among the route's own, after them, so sheets in the shell
                // would come again after each page's sheets and win over them. Vite's preload helper gets a chunk of
                // its own first, else the shell would take it and the client entry (the framework floor) would import
                // the whole shell.
                { name: 'preload-helper', test: /preload-helper/, priority: 8 },
                {
                  name: (moduleId, context) => {
                    if (/\.css($|\?)/.test(moduleId)) return null;
                    const importedByRoot = (id: string) => context.getModuleInfo(id)?.importers.some((importer) => rootModule.test(importer)) ?? false;
                    // A package's barrel (index.ts) that root imports is looked through: its modules are what root uses.
                    const importers = context.getModuleInfo(moduleId)?.importers ?? [];
                    return importers.some((importer) => rootModule.test(importer) || (/[\\/]index\.ts$/.test(importer) && importedByRoot(importer))) ? 'shell' : null;
                  },
                  priority: 5,
                },
                ...(routeChunks ? [{ name: (moduleId: string) => routeChunks.get(moduleId) ?? null, priority: 1, includeDependenciesRecursively: false }] : []),
              ],
            },
            // V8's explicit compile hint: every function of the framework chunk is compiled on a background thread
            // while the chunk streams in, instead of lazily on the main thread at its first call; hydration calls
            // most of React and React Router at once. Lighthouse's phone, main-thread time after the first paint at
            // 1x: home 241-253 -> 209-212 ms, its blocking time with task times doubled 93-127 -> 49-55 ms.
            // (undefined, not '', for every other chunk: rolldown then adds nothing, where '' adds an empty line.)
            postBanner: (chunk) => (chunk.name === 'framework' ? '//# allFunctionsCalledOnLoad' : (undefined as unknown as string)),
          },
        },
      },
    },
  },
});
