import { Secret } from 'otpauth';
import { describe, expect, it } from 'vitest';
import { checkTotp, generateTotp } from './totp.ts';

// RFC 6238 Appendix B, SHA-1 rows: the seed is the ASCII string "12345678901234567890", 8-digit codes.
const rfcSecret = Secret.fromUTF8('12345678901234567890');

describe('TOTP', () => {
  it.each([
    [59, '94287082'],
    [1111111109, '07081804'],
    [1111111111, '14050471'],
    [1234567890, '89005924'],
    [2000000000, '69279037'],
    [20000000000, '65353130'],
  ])('gives the RFC 6238 SHA-1 value at T=%i', (seconds, expected) => {
    expect(generateTotp(rfcSecret, new Date(seconds * 1000), 8)).toBe(expected);
  });

  const secret = 'RIGKITDEMO2FASECRETKEYFORTESTING';
  const now = new Date('2026-11-22T05:00:00Z');

  it('accepts the current code and reports its time step', () => {
    const code = generateTotp(secret, now);
    expect(checkTotp({ secret, code, now, lastUsedStep: null })).toEqual({ ok: true, step: Math.floor(now.getTime() / 30000) });
  });

  it('accepts the previous step for a clock a little behind, but not two steps back', () => {
    const previous = generateTotp(secret, new Date(now.getTime() - 30_000));
    const older = generateTotp(secret, new Date(now.getTime() - 60_000));
    expect(checkTotp({ secret, code: previous, now, lastUsedStep: null }).ok).toBe(true);
    expect(checkTotp({ secret, code: older, now, lastUsedStep: null })).toEqual({ ok: false, reason: 'wrong' });
  });

  it('refuses a code whose step was already used (no replay)', () => {
    const code = generateTotp(secret, now);
    const first = checkTotp({ secret, code, now, lastUsedStep: null });
    if (!first.ok) throw new Error('first use should pass');
    expect(checkTotp({ secret, code, now, lastUsedStep: first.step })).toEqual({ ok: false, reason: 'replayed' });
  });

  it.each(['', '12345', '1234567', 'abcdef', '12 456'])('refuses the malformed code %j', (code) => {
    expect(checkTotp({ secret, code, now, lastUsedStep: null })).toEqual({ ok: false, reason: 'wrong' });
  });
});
