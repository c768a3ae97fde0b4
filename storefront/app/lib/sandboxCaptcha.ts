// The captcha of the reference store: the tokens the reference server's sandbox verifier accepts (an invisible
// version 3 check scoring 0.9, and a solved version 2 challenge), in place of a vendor's script. A store with a real
// captcha passes its own Captcha to createRigkitClient; the server then verifies with the vendor (CaptchaVerifier).
import type { Captcha } from '@rigkit/api-client';

export const sandboxCaptcha: Captcha = {
  getToken: async (version) => (version === 3 ? 'sandbox-v3-0.9' : 'sandbox-v2-pass'),
};
