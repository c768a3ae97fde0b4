// Regenerates src/contract/openapi.json from openapi/bundled.yaml (the server has no YAML parser; redocly,
// a workspace tool, writes the same document as JSON). contract.test.ts fails when the two drift apart.
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../../../', import.meta.url));
execFileSync(
  `${root}node_modules/.bin/redocly`,
  ['bundle', 'openapi/bundled.yaml', '--ext', 'json', '-o', 'packages/server/src/contract/openapi.json'],
  { cwd: root, stdio: 'inherit' },
);
