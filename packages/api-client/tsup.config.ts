// The published build: the client, the typed mocks and the contract-to-domain mappers as separate entries, so an app that imports the client
// never loads msw. openapi-fetch stays an external dependency (tsup leaves `dependencies` out of the bundle), and so
// do msw and openapi-msw, which the mocks' users install themselves (they are devDependencies here).
import { defineConfig } from 'tsup';

export default defineConfig({
  entry: ['src/index.ts', 'src/contract.ts', 'src/mocks/index.ts', 'src/mappers/index.ts'],
  format: 'esm',
  dts: true,
  clean: true,
  target: 'es2023',
  external: ['msw', 'openapi-msw'],
});
