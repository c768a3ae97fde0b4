// Time-based one-time passwords per RFC 6238 (SHA-1, 30-second steps, 6 digits), with replay protection:
// a code is accepted only for a time step later than the last one the account used (issue 5 item 4).
import { Secret, TOTP } from 'otpauth';

export const totpPeriodSeconds = 30;
export const totpDigits = 6;
/** Steps either side of now that are still accepted, for clocks a little out of step. */
export const totpWindow = 1;

function totpFor(secret: Secret, digits: number): TOTP {
  return new TOTP({ issuer: 'rigkit', label: 'rigkit', algorithm: 'SHA1', digits, period: totpPeriodSeconds, secret });
}

/** The code for `now`; `digits` is 6 for accounts (the RFC's own vectors use 8). */
export function generateTotp(secret: Secret | string, now: Date, digits: number = totpDigits): string {
  const key = typeof secret === 'string' ? Secret.fromBase32(secret) : secret;
  return totpFor(key, digits).generate({ timestamp: now.getTime() });
}

export type TotpCheck = { ok: true; step: number } | { ok: false; reason: 'wrong' | 'replayed' };

/** Checks `code` at `now`; `lastUsedStep` is the step of the account's last accepted code (null if none). */
export function checkTotp(input: { secret: string; code: string; now: Date; lastUsedStep: number | null }): TotpCheck {
  if (!/^\d{6}$/.test(input.code)) return { ok: false, reason: 'wrong' };
  const totp = totpFor(Secret.fromBase32(input.secret), totpDigits);
  const delta = totp.validate({ token: input.code, timestamp: input.now.getTime(), window: totpWindow });
  if (delta === null) return { ok: false, reason: 'wrong' };
  const step = Math.floor(input.now.getTime() / 1000 / totpPeriodSeconds) + delta;
  if (input.lastUsedStep !== null && step <= input.lastUsedStep) return { ok: false, reason: 'replayed' };
  return { ok: true, step };
}

/** The otpauth:// URI an authenticator app scans. */
export function totpUri(secret: string, accountName: string): string {
  return new TOTP({
    issuer: 'rigkit',
    label: accountName,
    algorithm: 'SHA1',
    digits: totpDigits,
    period: totpPeriodSeconds,
    secret: Secret.fromBase32(secret),
  }).toString();
}
