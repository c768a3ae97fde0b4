import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { loadContract } from './contract.ts';

const root = fileURLToPath(new URL('../../../../', import.meta.url));

describe('the contract copy', () => {
  it('is what redocly makes of openapi/bundled.yaml today (run scripts/syncContract.ts when this fails)', () => {
    const target = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'rigkit-contract-')), 'openapi.json');
    execFileSync(path.join(root, 'node_modules/.bin/redocly'), ['bundle', 'openapi/bundled.yaml', '--ext', 'json', '-o', target], { cwd: root, stdio: 'ignore' });
    expect(loadContract()).toEqual(JSON.parse(fs.readFileSync(target, 'utf8')));
  }, 60_000);
});
