import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { setHashingNiceness } from './hashingThread.ts';
import { argon2idParameters, hashPassword, passwordNeedsRehash, verifyPassword } from './password.ts';

describe('password hashing', () => {
  it('stores Argon2id at the OWASP parameters m=19 MiB, t=2, p=1 with a per-password salt, in the PHC format', async () => {
    const first = await hashPassword('correct horse battery staple');
    const second = await hashPassword('correct horse battery staple');
    expect(first).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$[A-Za-z0-9+/]{22}\$[A-Za-z0-9+/]{43}$/);
    expect(argon2idParameters).toMatchObject({ memoryKiB: 19_456, passes: 2, parallelism: 1 });
    expect(first).not.toBe(second);
    expect(first).not.toContain('correct horse');
    expect(passwordNeedsRehash(first)).toBe(false);
  });

  it.each([
    ['the same password', 'correct horse battery staple', true],
    ['another password', 'Correct horse battery staple', false],
    ['an empty password', '', false],
  ])('verifies %s', async (_title, attempt, expected) => {
    const stored = await hashPassword('correct horse battery staple');
    expect(await verifyPassword(attempt, stored)).toBe(expected);
  });

  // The RFC 9106 reference implementation's output for these inputs (argon2 CLI: echo -n password | argon2 somesalt
  // -id -m 16 -t 2 -p 1 -l 32), so hashes written here verify elsewhere and the reverse.
  it('agrees with the Argon2 reference implementation', async () => {
    const reference = '$argon2id$v=19$m=65536,t=2,p=1$c29tZXNhbHQ$CTFhFdXPJO1aFaMaO6Mm5c8y7cJHAph8ArZWb2GRPPc';
    expect(await verifyPassword('password', reference)).toBe(true);
    expect(await verifyPassword('passwore', reference)).toBe(false);
    expect(passwordNeedsRehash(reference)).toBe(true);
  });

  // Written by the scrypt hashing this store used before Argon2id (N=2^17, r=8, p=1): such hashes still log in.
  it('verifies a hash stored as scrypt and asks for it to be replaced', async () => {
    const stored = 'scrypt$17$8$1$dvQ7BZbDoOCIv3bzp2AGKQ==$ErMrV/f2LyIuzPz5EwBkh7IlxZ6dNujBDyWWaZVw/pY=';
    expect(await verifyPassword('correct horse battery staple', stored)).toBe(true);
    expect(await verifyPassword('correct horse battery stapler', stored)).toBe(false);
    expect(passwordNeedsRehash(stored)).toBe(true);
  });

  it.each(['', 'plain-text', 'scrypt$17$8$1$$', 'bcrypt$2b$10$abc', '$argon2id$v=19$m=19456,t=2,p=1$$', '$argon2i$v=19$m=19456,t=2,p=1$c29tZXNhbHQ$CTFhFdXPJO1aFaMaO6Mm5c8y7cJHAph8ArZWb2GRPPc'])(
    'rejects the malformed stored value %j',
    async (stored) => {
      expect(await verifyPassword('anything', stored)).toBe(false);
    },
  );
});

describe('the hashing thread (issue 14 item 1)', () => {
  const threadNiceValues = () =>
    readdirSync('/proc/self/task').map((task) => {
      const stat = readFileSync(`/proc/self/task/${task}/stat`, 'utf8');
      // Field 19 of stat is the nice value; fields are counted after the parenthesised thread name.
      return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[16]);
    });

  it.runIf(process.platform === 'linux')('hashes on a thread below the server’s priority when the store asks, and the server’s own threads keep theirs', async () => {
    setHashingNiceness(7);
    try {
      const stored = await hashPassword('correct horse battery staple');
      expect(await verifyPassword('correct horse battery staple', stored)).toBe(true);
      expect(threadNiceValues()).toContain(7);
      expect(threadNiceValues()[0]).toBe(0);
    } finally {
      setHashingNiceness(0);
    }
  });
});
