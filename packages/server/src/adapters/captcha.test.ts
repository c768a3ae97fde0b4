import { describe, expect, it } from 'vitest';
import { ApiError } from '../http/envelope.ts';
import { createSandboxCaptcha, sandboxCaptchaTokens, verifyCaptcha } from './captcha.ts';

const captcha = createSandboxCaptcha();

describe('sandbox captcha', () => {
  it.each([
    ['sandbox-v3-0.9', '3', { valid: true, score: 0.9 }],
    ['sandbox-v3-0', '3', { valid: true, score: 0 }],
    ['sandbox-v3-1.0', '3', { valid: true, score: 1 }],
    ['sandbox-v2-pass', '2', { valid: true, score: 1 }],
    ['sandbox-v2-fail', '2', { valid: false, reason: 'unsolved' }],
    ['sandbox-v3-0.9', '2', { valid: false, reason: 'version-mismatch' }],
    ['sandbox-v2-pass', '3', { valid: false, reason: 'version-mismatch' }],
    ['sandbox-v3-1.5', '3', { valid: false, reason: 'invalid-token' }],
    ['03AFcWeA5v0Qm1n2b3c4d5e6f7g8h9', '3', { valid: false, reason: 'invalid-token' }],
  ] as const)('verifies %s as version %s', async (token, version, verdict) => {
    expect(await captcha.verify(token, version)).toEqual(verdict);
  });

  it('accepts the tokens it documents for a development client', async () => {
    expect(await captcha.verify(sandboxCaptchaTokens.version3(0.9), '3')).toEqual({ valid: true, score: 0.9 });
    expect(await captcha.verify(sandboxCaptchaTokens.version3(1), '3')).toEqual({ valid: true, score: 1 });
    expect(await captcha.verify(sandboxCaptchaTokens.version2Solved, '2')).toEqual({ valid: true, score: 1 });
  });

  it('takes the configured time, as a network round trip would', async () => {
    const slow = createSandboxCaptcha({ delayMs: 30 });
    const started = performance.now();
    await slow.verify('sandbox-v3-0.9', '3');
    expect(performance.now() - started).toBeGreaterThanOrEqual(25);
  });
});

describe('verifyCaptcha', () => {
  it.each([
    ['sandbox-v3-0.7', '3', 0.7],
    ['sandbox-v3-0.5', '3', 0.5],
    ['sandbox-v2-pass', '2', 1],
  ])('accepts %s (version %s) with score %s', async (token, version, score) => {
    expect(await verifyCaptcha(captcha, token, version)).toBe(score);
  });

  it.each([
    ['sandbox-v3-0.3', '3'],
    ['sandbox-v2-fail', '2'],
    ['forged', '3'],
    [undefined, '3'],
    ['sandbox-v3-0.9', '4'],
  ])('asks for the version 2 challenge (403 CaptchaRequired) for %s, version %s', async (token, version) => {
    const error = await verifyCaptcha(captcha, token, version).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(403);
    expect((error as ApiError).texts).toEqual(['CaptchaRequired']);
  });
});
