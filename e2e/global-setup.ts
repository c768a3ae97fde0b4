// Starts the store the way `npm start` does (real server, real database in a throw-away directory, real HTTP)
// once for all end-to-end files, and hands its URL to them through `inject('storeUrl')`.
import type { ChildProcess } from 'node:child_process';
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    storeUrl: string;
    storeDataDir: string;
  }
}

let child: ChildProcess | undefined;
let dataDir: string | undefined;

export async function setup(project: TestProject) {
  dataDir = mkdtempSync(join(tmpdir(), 'rigkit-e2e-'));
  // The storefront is built by `npm test` before Vitest runs; E2E_BUILD=1 builds it here for a lone run.
  const args = ['scripts/start.ts', '--port', '0', '--data-dir', dataDir];
  if (!process.env.E2E_BUILD) args.push('--no-build');
  // RIGKIT_DEV_OUTBOX: the sandbox e-mails at /dev/outbox, where the account tests open their reset links.
  child = spawn(process.execPath, args, { cwd: join(import.meta.dirname, '..'), stdio: ['ignore', 'pipe', 'inherit'], env: { ...process.env, RIGKIT_DEV_OUTBOX: '1' } });
  const url = await new Promise<string>((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => reject(new Error(`store did not start in 90 s:\n${output}`)), 90_000);
    child?.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /rigkit store: (http:\/\/\S+)/.exec(output);
      if (match?.[1]) {
        clearTimeout(timer);
        resolve(match[1]);
      }
    });
    child?.once('exit', (code) => reject(new Error(`store exited with ${code}:\n${output}`)));
  });
  project.provide('storeUrl', url);
  project.provide('storeDataDir', dataDir);
}

export async function teardown() {
  if (child && child.exitCode === null) {
    const exited = new Promise((resolve) => child?.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  }
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
}
