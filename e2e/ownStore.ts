// A store of a test file's own (the shared one of global-setup must keep running for the other files), started
// as `npm start` runs it on a data directory of its own, and stopped as a service manager stops it: for the tests
// that restart the server (a cart or a chat surviving it).
import type { ChildProcess } from 'node:child_process';
import { spawn } from 'node:child_process';
import { join } from 'node:path';

export interface RunningStore {
  child: ChildProcess;
  url: string;
}

/** Starts scripts/start.ts the way e2e/global-setup.ts does and answers once it prints its address. */
export function startStore(dataDir: string, port: number): Promise<RunningStore> {
  const child = spawn(process.execPath, ['scripts/start.ts', '--port', String(port), '--data-dir', dataDir, '--no-build'], {
    cwd: join(import.meta.dirname, '..'),
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => reject(new Error(`store did not start in 90 s:\n${output}`)), 90_000);
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /rigkit store: (http:\/\/\S+)/.exec(output);
      if (match?.[1]) {
        clearTimeout(timer);
        resolve({ child, url: match[1] });
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`store exited with ${code}:\n${output}`));
    });
  });
}

/** SIGTERM, as a service manager stops `npm start`; resolves once the process has exited. */
export async function stopStore(store: RunningStore): Promise<number | null> {
  if (store.child.exitCode !== null) return store.child.exitCode;
  const exited = new Promise<number | null>((resolve) => store.child.once('exit', (code) => resolve(code)));
  store.child.kill('SIGTERM');
  return exited;
}
