// Password storage (issue 5 item 4, issue 14 item 1): Argon2id at the first setting of the OWASP Password Storage
// Cheat Sheet (19 MiB, 2 passes, 1 lane), a random 16-byte salt per password, compared in constant time. OWASP names
// scrypt at N=2^17, r=8 as the equivalent; it costs about ten times the CPU (about 360 ms a check against 30 ms
// here) and 128 MiB of memory traffic a check, which a burst of logins takes from every page served beside it.
// Hashes stored as scrypt still verify and are replaced by Argon2id at the customer's next login.
import { randomBytes, timingSafeEqual } from 'node:crypto';
import { ApiError } from '../http/envelope.ts';
import { deriveOnHashingThread, type KeyDerivation } from './hashingThread.ts';
import { createWorkQueue, WorkQueueFullError } from './workQueue.ts';

export const argon2idParameters = { memoryKiB: 19_456, passes: 2, parallelism: 1, keyLength: 32, saltLength: 16 } as const;

/**
 * One hash at a time on the hashing thread (hashingThread.ts), four more waiting: Node's pool stays free for the
 * rest of the store, and a burst beyond the queue is answered 503 at once (issue 14 item 1).
 */
export const hashingQueue = createWorkQueue({ concurrency: 1, maximumWaiting: 4 });

export const hashingBusyMessage = 'We are handling many sign-ins just now. Please try again in a moment.';

async function derive(derivation: KeyDerivation, alwaysWait = false): Promise<Buffer> {
  try {
    return await hashingQueue.run(() => deriveOnHashingThread(derivation), alwaysWait);
  } catch (error) {
    if (error instanceof WorkQueueFullError) throw new ApiError(503, hashingBusyMessage, { 'Retry-After': '1' });
    throw error;
  }
}

interface Argon2idHash {
  memoryKiB: number;
  passes: number;
  parallelism: number;
  salt: Buffer;
}

function argon2id(password: string, { memoryKiB, passes, parallelism, salt }: Argon2idHash, keyLength: number): KeyDerivation {
  return { algorithm: 'argon2id', parameters: { message: password.normalize('NFKC'), nonce: salt, memory: memoryKiB, passes, parallelism, tagLength: keyLength } };
}

function scrypt(password: string, logN: number, r: number, p: number, salt: Buffer, keyLength: number): KeyDerivation {
  const N = 2 ** logN;
  // scrypt needs 128·N·r bytes; Node's default cap (32 MiB) is below that for N=2^17.
  return { algorithm: 'scrypt', password: password.normalize('NFKC'), salt, keyLength, options: { N, r, p, maxmem: 256 * N * r } };
}

// The PHC string format (as the reference argon2 tools and most libraries write it): base64 without padding.
const phcBase64 = (bytes: Buffer) => bytes.toString('base64').replace(/=+$/, '');

/** `$argon2id$v=19$m=19456,t=2,p=1$<salt>$<key>`: the parameters travel with the hash so they can be raised later. */
export async function hashPassword(password: string): Promise<string> {
  const { memoryKiB, passes, parallelism, keyLength, saltLength } = argon2idParameters;
  const salt = randomBytes(saltLength);
  // New passwords are set by seeding or by an account change that is itself limited: they wait their turn.
  const key = await derive(argon2id(password, { memoryKiB, passes, parallelism, salt }, keyLength), true);
  return `$argon2id$v=19$m=${memoryKiB},t=${passes},p=${parallelism}$${phcBase64(salt)}$${phcBase64(key)}`;
}

const argon2idPattern = /^\$argon2id\$v=19\$m=(\d{1,7}),t=(\d{1,2}),p=(\d{1,2})\$([A-Za-z0-9+/]{11,})\$([A-Za-z0-9+/]{22,})$/;
/** Hashes stored before Argon2id: `scrypt$17$8$1$<salt base64>$<key base64>`. */
const scryptPattern = /^scrypt\$(\d{1,2})\$(\d{1,2})\$(\d{1,2})\$([A-Za-z0-9+/=]+)\$([A-Za-z0-9+/=]+)$/;

/** What a stored value asks to be derived, and the key it must equal; undefined for a malformed value. */
function storedDerivation(password: string, stored: string): { derivation: KeyDerivation; expected: Buffer } | undefined {
  const argon = argon2idPattern.exec(stored);
  if (argon) {
    const [, memoryKiB, passes, parallelism, salt, key] = argon;
    const expected = Buffer.from(key ?? '', 'base64');
    const hash = { memoryKiB: Number(memoryKiB), passes: Number(passes), parallelism: Number(parallelism), salt: Buffer.from(salt ?? '', 'base64') };
    return { derivation: argon2id(password, hash, expected.length), expected };
  }
  const legacy = scryptPattern.exec(stored);
  if (legacy) {
    const [, logN, r, p, salt, key] = legacy;
    const expected = Buffer.from(key ?? '', 'base64');
    return { derivation: scrypt(password, Number(logN), Number(r), Number(p), Buffer.from(salt ?? '', 'base64'), expected.length), expected };
  }
  return undefined;
}

/** True when `password` matches `stored`; false for a wrong password or a malformed stored value. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const check = storedDerivation(password, stored);
  if (!check || check.expected.length === 0) return false;
  const actual = await derive(check.derivation);
  return actual.length === check.expected.length && timingSafeEqual(actual, check.expected);
}

/** True when `stored` is not Argon2id at today's parameters: the login that proved the password replaces it. */
export function passwordNeedsRehash(stored: string): boolean {
  const { memoryKiB, passes, parallelism } = argon2idParameters;
  return !stored.startsWith(`$argon2id$v=19$m=${memoryKiB},t=${passes},p=${parallelism}$`);
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
