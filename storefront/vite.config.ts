import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [reactRouter()],
  build: {
    // RIGKIT_SOURCEMAP=1 (bundle analysis only) writes maps so bytes can be attributed to source files.
    sourcemap: process.env['RIGKIT_SOURCEMAP'] === '1',
  },
});
