import { describe, expect, it } from 'vitest';
import { newCspNonce } from './securityHeaders.ts';

describe('newCspNonce', () => {
  it('answers 128 random bits as 22 base64url characters, never the same twice, across refills of its pool', () => {
    const nonces = Array.from({ length: 1_000 }, () => newCspNonce());
    for (const nonce of nonces) expect(nonce).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(new Set(nonces).size).toBe(nonces.length);
    expect(new Set(nonces.map((nonce) => Buffer.from(nonce, 'base64url').byteLength))).toEqual(new Set([16]));
  });
});
