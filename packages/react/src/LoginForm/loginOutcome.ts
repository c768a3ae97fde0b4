// How the login screen reads the server's answer (spec 1 §4 steps 2 to 5, §8).
import { LOGIN_ERROR_TEXTS, LOGIN_FORM_MESSAGES } from './messages.ts';

/** The login answer as the contract's envelope carries it: a success flag and errors with their ErrorText. */
export interface LoginResult {
  success: boolean;
  errors?: readonly ({ ErrorText?: string | null } | null)[] | null;
}

/** What the screen does next: done, ask for the code, say the code was wrong, or say the credentials were. */
export type LoginOutcome = 'success' | 'two-factor-required' | 'invalid-two-factor' | 'failed';

/**
 * TotpRequired wins over any other text (the server sends it beside "Could not authenticate"); InvalidTotp next;
 * any other failure, "Could not authenticate" included, is a credentials failure.
 */
export function interpretLoginResult(result: LoginResult): LoginOutcome {
  const texts = (result.errors ?? []).map((error) => error?.ErrorText ?? '');
  if (texts.includes(LOGIN_ERROR_TEXTS.totpRequired)) return 'two-factor-required';
  if (texts.includes(LOGIN_ERROR_TEXTS.invalidTotp)) return 'invalid-two-factor';
  return result.success ? 'success' : 'failed';
}

/**
 * Reads the error texts of something `onSubmit` threw: the api-client's RigkitApiError carries `errorTexts`;
 * anything else (a network failure) has none and counts as a failed login.
 */
export function loginResultFromThrown(thrown: unknown): LoginResult {
  const errorTexts: unknown = typeof thrown === 'object' && thrown !== null && 'errorTexts' in thrown ? thrown.errorTexts : [];
  const texts = Array.isArray(errorTexts) ? errorTexts.filter((text): text is string => typeof text === 'string') : [];
  return { success: false, errors: texts.map((ErrorText) => ({ ErrorText })) };
}

/**
 * "Incorrect 2FA Value" with a timestamp suffix (spec 1 §4 step 4): the time tells the shopper that a second
 * wrong code produced a new message, not the old one left on screen.
 */
export function incorrectTwoFactorMessage(at: Date, timeZone?: string): string {
  const time = new Intl.DateTimeFormat('en-AU', {
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
    timeZone,
  }).format(at);
  return `${LOGIN_FORM_MESSAGES.incorrectTwoFactor} (${time})`;
}
