// The captcha of the reference store: the tokens the reference server's sandbox verifier accepts, in place of a
// vendor's script. The invisible version 3 check scores 0.9; when the server finds a score too low (past the login's
// attempt limits, issue 14), the visible version 2 challenge shows where a CaptchaChallenge is mounted (the login
// form) and the call is repeated once it is passed. A store with a real captcha passes its own Captcha to
// createRigkitClient; the server then verifies with the vendor (CaptchaVerifier).
import { createChallengeCaptcha } from '@rigkit/react/CaptchaChallenge';

/**
 * Designed, sandbox only: a browser holding this cookie scores 0.1, as a visitor the vendor distrusts would, so the
 * version 2 challenge can be tried (and is, by e2e/login-captcha.e2e.test.ts). A real vendor scores on its own.
 */
export const sandboxLowScoreCookie = 'rigkit_sandbox_captcha=low';

const score = () => (typeof document !== 'undefined' && document.cookie.split('; ').includes(sandboxLowScoreCookie) ? 0.1 : 0.9);

export const sandboxCaptcha = createChallengeCaptcha({
  version3: () => `sandbox-v3-${score()}`,
  version2: () => 'sandbox-v2-pass',
});
