import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { setHashingNiceness } from './hashingThread.ts';
import { hashPassword, scryptParameters, verifyPassword } from './password.ts';

describe('password hashing', () => {
  it('stores scrypt at the OWASP parameters N=2^17, r=8, p=1 with a per-password salt', async () => {
    const first = await hashPassword('correct horse battery staple');
    const second = await hashPassword('correct horse battery staple');
    expect(first.startsWith('scrypt$17$8$1$')).toBe(true);
    expect(scryptParameters).toMatchObject({ logN: 17, r: 8, p: 1 });
    expect(first).not.toBe(second);
    expect(first).not.toContain('correct horse');
  });

  it.each([
    ['the same password', 'correct horse battery staple', true],
    ['another password', 'Correct horse battery staple', false],
    ['an empty password', '', false],
  ])('verifies %s', async (_title, attempt, expected) => {
    const stored = await hashPassword('correct horse battery staple');
    expect(await verifyPassword(attempt, stored)).toBe(expected);
  });

  it.each(['', 'plain-text', 'scrypt$17$8$1$$', 'bcrypt$2b$10$abc'])('rejects the malformed stored value %j', async (stored) => {
    expect(await verifyPassword('anything', stored)).toBe(false);
  });
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
