// Captcha behind an interface (issue 5 item 6; spec 1 §4 "Captcha"): first an invisible version 3 check that
// scores the visitor, then, when the server asks with 403 "CaptchaRequired", a visible version 2 challenge.
// The sandbox behaves like the real verification service for tokens it issues itself:
//   sandbox-v3-<score>  a version 3 token scoring <score> (0.0 to 1.0), e.g. sandbox-v3-0.9 or sandbox-v3-0.1
//   sandbox-v2-pass     a solved version 2 challenge (score 1.0)
//   sandbox-v2-fail     an unsolved or expired challenge
// Any other token, or a token sent with the other version, is refused as the real service refuses it.
import type { Context } from 'hono';
import { ApiError } from '../http/envelope.ts';

export type CaptchaVersion = '3' | '2';

export type CaptchaVerdict =
  | { valid: true; score: number }
  | { valid: false; reason: 'invalid-token' | 'version-mismatch' | 'unsolved' };

export interface CaptchaVerifier {
  verify(token: string, version: CaptchaVersion): Promise<CaptchaVerdict>;
}

/** The ErrorText with which the server asks for the version 2 challenge (api-client captcha.ts). */
export const captchaRequiredErrorText = 'CaptchaRequired';

/** Version 3 scores below this ask for the challenge (designed: the verification service's suggested 0.5). */
export const minimumCaptchaScore = 0.5;

export interface SandboxCaptchaOptions {
  /** Milliseconds each verification takes, as a network round trip would. @default 0 */
  delayMs?: number;
}

const v3Token = /^sandbox-v3-(0(?:\.\d+)?|1(?:\.0+)?)$/;

/** Tokens the sandbox issues, for a development captcha on the client side (api-client Captcha.getToken). */
export const sandboxCaptchaTokens = {
  version3: (score: number): string => `sandbox-v3-${score}`,
  version2Solved: 'sandbox-v2-pass',
  version2Unsolved: 'sandbox-v2-fail',
} as const;

export function createSandboxCaptcha(options: SandboxCaptchaOptions = {}): CaptchaVerifier {
  return {
    async verify(token, version) {
      if (options.delayMs) await new Promise((resolve) => setTimeout(resolve, options.delayMs));
      const v3 = v3Token.exec(token);
      if (v3) return version === '3' ? { valid: true, score: Number(v3[1]) } : { valid: false, reason: 'version-mismatch' };
      if (token === sandboxCaptchaTokens.version2Solved || token === sandboxCaptchaTokens.version2Unsolved) {
        if (version !== '2') return { valid: false, reason: 'version-mismatch' };
        return token === sandboxCaptchaTokens.version2Solved ? { valid: true, score: 1 } : { valid: false, reason: 'unsolved' };
      }
      return { valid: false, reason: 'invalid-token' };
    },
  };
}

const captchaRequired = () => new ApiError(403, captchaRequiredErrorText);

/**
 * Verifies a token; returns its score, or throws 403 "CaptchaRequired" (refused token, or a version 3 score too
 * low) so the client shows the version 2 challenge and repeats the call (spec 1 §4, §8).
 */
export async function verifyCaptcha(captcha: CaptchaVerifier, token: string | undefined, version: string | undefined): Promise<number> {
  if (!token || (version !== '3' && version !== '2')) throw captchaRequired();
  const verdict = await captcha.verify(token, version);
  if (!verdict.valid || (version === '3' && verdict.score < minimumCaptchaScore)) throw captchaRequired();
  return verdict.score;
}

/** The captcha check of a protected call: the clientCaptchaKey and captchaVersion headers (contract parameters). */
export function requireCaptcha(c: Context, captcha: CaptchaVerifier): Promise<number> {
  return verifyCaptcha(captcha, c.req.header('clientCaptchaKey'), c.req.header('captchaVersion'));
}
