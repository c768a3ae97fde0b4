// Starts the store for a bench exactly as `npm start` does (scripts/start.ts: real server, real database in a
// throw-away directory, real HTTP on a free port, the existing storefront build) and stops it again.
// Same way as e2e/global-setup.ts, so a bench measures what a shopper's browser talks to.
import type { ChildProcess } from 'node:child_process';
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import type { IncomingHttpHeaders } from 'node:http';
import { get } from 'node:http';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const root = join(import.meta.dirname, '..');

export interface RunningStore {
  /** e.g. http://localhost:41234 */
  url: string;
  close(): Promise<void>;
}

/** Why the store cannot be started for a bench, or undefined when it can. */
export function storeUnavailableReason(): string | undefined {
  if (process.env['RIGKIT_STORE_URL']) return undefined;
  // The build the store will serve: RIGKIT_BUILD_DIR as storefront/server/main.ts resolves it, else storefront/build.
  const buildRoot = resolve(root, 'storefront', process.env['RIGKIT_BUILD_DIR'] ?? 'build');
  if (!existsSync(join(buildRoot, 'server', 'index.js'))) return `no storefront build in ${buildRoot} (run pnpm --filter @rigkit/storefront build)`;
  return undefined;
}

/** The store to measure: the one scripts/bench.ts started for all benches (RIGKIT_STORE_URL), else a new one. */
export async function startStore(): Promise<RunningStore> {
  const shared = process.env['RIGKIT_STORE_URL'];
  if (shared) return { url: shared.replace('localhost', '127.0.0.1'), close: () => Promise.resolve() };
  const dataDir = mkdtempSync(join(tmpdir(), 'rigkit-bench-store-'));
  const child: ChildProcess = spawn(process.execPath, ['scripts/start.ts', '--port', '0', '--data-dir', dataDir, '--no-build'], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  try {
    const url = await new Promise<string>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`store did not start in 120 s:\n${output}`)), 120_000);
      const read = (chunk: Buffer) => {
        output += chunk.toString();
        const match = /rigkit store: (http:\/\/\S+)/.exec(output);
        if (match?.[1]) {
          clearTimeout(timer);
          resolve(match[1]);
        }
      };
      child.stdout?.on('data', read);
      child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
      child.once('exit', (code) => {
        clearTimeout(timer);
        reject(new Error(`store exited with ${code}:\n${output}`));
      });
    });
    // Stop collecting output: a long bench must not hold every log line in memory.
    child.stdout?.removeAllListeners('data');
    child.stdout?.resume();
    return {
      url: url.replace('localhost', '127.0.0.1'),
      async close() {
        if (child.exitCode === null) {
          child.kill('SIGTERM');
          await exited;
        }
        rmSync(dataDir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    if (child.exitCode === null) child.kill('SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
}

/** A session the store minted with a part in its cart, as the Cookie header a returning shopper's browser sends. */
export async function cartCookie(storeUrl: string, inventoryItemId = 602300, quantity = 1): Promise<string> {
  const response = await fetch(`${storeUrl}/api/updateCart`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ ShoppingCart: { ShoppingCartItems: [{ InventoryItemId: inventoryItemId, Quantity: quantity }] } }),
  });
  const cookie = response.headers.getSetCookie().map((header) => header.split(';')[0]).join('; ');
  if (!response.ok || !cookie) throw new Error(`updateCart answered ${response.status} without a session cookie`);
  return cookie;
}

/** A GET whose body stays as sent (fetch would decode gzip and brotli). */
export function rawGet(url: string, headers: Readonly<Record<string, string>>): Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    get(url, { headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.once('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }));
      response.once('error', reject);
    }).once('error', reject);
  });
}
