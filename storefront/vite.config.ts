import { reactRouter } from '@react-router/dev/vite';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

// The framework every page needs (React, React DOM, React Router and their runtime helpers) as one chunk: cached
// once across deploys of our code, and the floor bench/routes.bench.ts measures each route against.
const framework = /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|cookie|set-cookie-parser)[\\/]/;
// The root route's module (not React Router's client-route wrapper of it, which has a query).
const rootModule = /[\\/]app[\\/]root\.tsx$/;

export default defineConfig({
  plugins: [reactRouter()],
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
