// Password storage (issue 5 item 4): scrypt at the OWASP Password Storage Cheat Sheet parameters
// (N=2^17, r=8, p=1), a random 16-byte salt per password, compared in constant time.
import { randomBytes, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { ApiError } from '../http/envelope.ts';
import { scryptOnHashingThread } from './hashingThread.ts';
import { createWorkQueue, WorkQueueFullError } from './workQueue.ts';

export const scryptParameters = { logN: 17, r: 8, p: 1, keyLength: 32, saltLength: 16 } as const;

/**
 * One scrypt at a time (128 MiB and a core each) on the hashing thread (hashingThread.ts), four more waiting: Node's
 * pool stays free for the rest of the store, and a burst beyond the queue is answered 503 at once (issue 14 item 1).
 */
export const hashingQueue = createWorkQueue({ concurrency: 1, maximumWaiting: 4 });

export const hashingBusyMessage = 'We are handling many sign-ins just now. Please try again in a moment.';

async function derive(password: string, salt: Buffer, logN: number, r: number, p: number, keyLength: number, alwaysWait = false): Promise<Buffer> {
  try {
    return await hashingQueue.run(() => deriveNow(password, salt, logN, r, p, keyLength), alwaysWait);
  } catch (error) {
    if (error instanceof WorkQueueFullError) throw new ApiError(503, hashingBusyMessage, { 'Retry-After': '1' });
    throw error;
  }
}

function deriveNow(password: string, salt: Buffer, logN: number, r: number, p: number, keyLength: number): Promise<Buffer> {
  const N = 2 ** logN;
  // scrypt needs 128·N·r bytes; Node's default cap (32 MiB) is below that for N=2^17.
  const options: ScryptOptions = { N, r, p, maxmem: 256 * N * r };
  return scryptOnHashingThread(password.normalize('NFKC'), salt, keyLength, options);
}

/** `scrypt$17$8$1$<salt base64>$<key base64>`: the parameters travel with the hash so they can be raised later. */
export async function hashPassword(password: string): Promise<string> {
  const { logN, r, p, keyLength, saltLength } = scryptParameters;
  const salt = randomBytes(saltLength);
  // New passwords are set by seeding or by an account change that is itself limited: they wait their turn.
  const key = await derive(password, salt, logN, r, p, keyLength, true);
  return ['scrypt', logN, r, p, salt.toString('base64'), key.toString('base64')].join('$');
}

const storedPattern = /^scrypt\$(\d{1,2})\$(\d{1,2})\$(\d{1,2})\$([A-Za-z0-9+/=]+)\$([A-Za-z0-9+/=]+)$/;

/** True when `password` matches `stored`; false for a wrong password or a malformed stored value. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const match = storedPattern.exec(stored);
  if (!match) return false;
  const [, logN, r, p, salt, key] = match;
  const expected = Buffer.from(key ?? '', 'base64');
  const actual = await derive(password, Buffer.from(salt ?? '', 'base64'), Number(logN), Number(r), Number(p), expected.length);
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/**
 * Spends the same time as a real check, for logins with an unknown e-mail address, so response time does not
 * reveal which addresses have accounts.
 */
let dummyHash: Promise<string> | undefined;
export async function verifyAgainstNothing(password: string): Promise<false> {
  dummyHash ??= hashPassword('not a real password');
  await verifyPassword(password, await dummyHash);
  return false;
}
