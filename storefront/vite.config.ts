import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';

// The framework every page needs (React, React DOM, React Router and their runtime helpers) as one chunk: cached
// once across deploys of our code, and the floor bench/routes.bench.ts measures each route against.
const framework = /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|cookie|set-cookie-parser)[\\/]/;

export default defineConfig({
  plugins: [reactRouter()],
  build: {
    // RIGKIT_SOURCEMAP=1 (bundle analysis only) writes maps so bytes can be attributed to source files.
    sourcemap: process.env['RIGKIT_SOURCEMAP'] === '1',
  },
  environments: {
    client: {
      build: {
        rolldownOptions: {
          output: {
            codeSplitting: { groups: [{ name: 'framework', test: framework, priority: 10 }] },
          },
        },
      },
    },
  },
});
