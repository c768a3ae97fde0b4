import { defineConfig } from 'tsup';

// One entry per widget folder, matching the `./*` sub-path exports.
export default defineConfig({
  entry: ['src/index.ts', 'src/*/index.ts'],
  format: 'esm',
  dts: false,
  clean: true,
  sourcemap: true,
  target: 'es2023',
  treeshake: true,
});
