// `npm run bench`: every bench/*.bench.ts prints our figures next to a reference from the same run, then
// size-limit reports bundle sizes against their budgets. `--quick` (inside `npm test`) runs each once on small
// data to prove it still works; budgets are judged only in the full run.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { root, run, say } from './lib/workspace.ts';

const quick = process.argv.includes('--quick');
const only = process.argv.slice(2).filter((argument) => !argument.startsWith('--'));
const files = readdirSync(join(root, 'bench'))
  .filter((file) => file.endsWith('.bench.ts'))
  .filter((file) => only.length === 0 || only.some((name) => file.includes(name)))
  .sort();

const failed: string[] = [];
if (!quick) {
  say('building the packages so sizes are measured on what is published');
  if (run('pnpm', ['-r', '--filter', './packages/**', 'run', 'build'], { quiet: true }) !== 0) failed.push('build');
}
for (const file of files) {
  say(`bench ${file}${quick ? ' (--quick)' : ''}`);
  if (run('node', [join(root, 'bench', file), ...(quick ? ['--quick'] : [])]) !== 0) failed.push(file);
}
if (only.length === 0 || only.includes('size')) {
  say('bundle sizes (size-limit, brotli)');
  const status = run('pnpm', ['exec', 'size-limit', '--ignore-missing']);
  if (status !== 0 && !quick) failed.push('size-limit');
}
if (failed.length > 0) {
  say(`failed or over budget: ${failed.join(', ')}`);
  process.exit(1);
}
