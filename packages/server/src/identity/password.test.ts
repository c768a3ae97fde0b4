import { describe, expect, it } from 'vitest';
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
