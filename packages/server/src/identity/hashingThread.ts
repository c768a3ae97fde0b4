// Password hashing on one dedicated thread that can run below the priority of serving pages (issue 14 item 1). A
// checked password costs a core for tens of milliseconds (Argon2id; hundreds for a hash still stored as scrypt); on
// Node's shared pool that core is taken from page rendering at equal priority, so a burst of logins slowed every
// shopper's page. On its own thread, niced, the scheduler gives pages the core first and hashing what is left. Linux
// keeps the nice value per thread, so the thread lowers its own priority without touching the server's.
import { Worker } from 'node:worker_threads';
import type { Argon2Parameters, ScryptOptions } from 'node:crypto';

// The thread's code, as a string so it runs the same from source and from a bundle.
const threadCode = `
const { parentPort, workerData } = require('node:worker_threads');
const { argon2Sync, scryptSync } = require('node:crypto');
if (workerData.niceness > 0) {
  try { require('node:os').setPriority(workerData.niceness); } catch {}
}
const derive = {
  argon2id: ({ parameters }) => argon2Sync('argon2id', parameters),
  scrypt: ({ password, salt, keyLength, options }) => scryptSync(password, salt, keyLength, options),
};
parentPort.on('message', (request) => {
  const { id } = request;
  try {
    parentPort.postMessage({ id, key: derive[request.algorithm](request) });
  } catch (error) {
    parentPort.postMessage({ id, error: String(error && error.message || error) });
  }
});
`;

interface Pending {
  resolve(key: Buffer): void;
  reject(error: Error): void;
}

type Answer = { id: number; key: Uint8Array } | { id: number; error: string };

interface HashingThread {
  worker: Worker;
  pending: Map<number, Pending>;
  /** Replaced by a thread at another niceness: ends once its last hash is answered. */
  retiring: boolean;
}

/**
 * A store's setting: a login waits a little longer while pages are being served, pages never wait for a login. At
 * nice 10 the scheduler weighs the thread at about a tenth of one at 0 (Linux CFS weights 110 against 1024).
 */
export const storeHashingNiceness = 10;

let niceness = 0;
let current: HashingThread | undefined;
let nextId = 0;

/**
 * How much below the server's priority password hashing runs: 0 (the default, as in tests, where it must keep pace
 * with the suite) to 19. A store sets it at start (startServer's `passwordHashingNiceness`, the storefront's API).
 */
export function setHashingNiceness(value: number): void {
  if (value === niceness) return;
  niceness = value;
  // Hashes already sent finish on the old thread, which then ends.
  if (current) retire(current);
  current = undefined;
}

function retire(thread: HashingThread): void {
  thread.retiring = true;
  if (thread.pending.size === 0) void thread.worker.terminate();
}

function hashingThread(): HashingThread {
  if (current) return current;
  const worker = new Worker(threadCode, { eval: true, workerData: { niceness } });
  const started: HashingThread = { worker, pending: new Map(), retiring: false };
  worker.on('message', (answer: Answer) => {
    const waiting = started.pending.get(answer.id);
    started.pending.delete(answer.id);
    if (started.pending.size === 0) {
      if (started.retiring) void worker.terminate();
      else worker.unref();
    }
    if ('error' in answer) waiting?.reject(new Error(answer.error));
    else waiting?.resolve(Buffer.from(answer.key.buffer, answer.key.byteOffset, answer.key.byteLength));
  });
  const lost = (error: Error) => {
    if (current === started) current = undefined;
    for (const waiting of started.pending.values()) waiting.reject(error);
    started.pending.clear();
  };
  worker.on('error', lost);
  worker.on('exit', (code) => lost(new Error(`The password hashing thread stopped (exit ${code})`)));
  current = started;
  return started;
}

/** A key derivation the thread knows: Argon2id for passwords, scrypt for hashes stored before it. */
export type KeyDerivation =
  | { algorithm: 'argon2id'; parameters: Argon2Parameters }
  | { algorithm: 'scrypt'; password: string; salt: Buffer; keyLength: number; options: ScryptOptions };

/** Derives a key on the hashing thread; the caller bounds how many wait (password.ts's queue). */
export function deriveOnHashingThread(derivation: KeyDerivation): Promise<Buffer> {
  const { worker, pending } = hashingThread();
  const id = nextId++;
  return new Promise((resolve, reject) => {
    pending.set(id, { resolve, reject });
    // Kept alive only while a hash is owed, so an idle server (or a finished test) can exit.
    worker.ref();
    worker.postMessage({ id, ...derivation });
  });
}
