// "Send SMS" on the login's two-factor step (spec 1 §2 "Two-factor challenge", §7 session/webAuth "sendTotpSms").
// The shopper is not logged in yet, so the code is asked for with this login's own e-mail and password: webAuth with
// sendTotpSms answers TotpRequired once the SMS has gone. (smsTotp is the logged-in customer's call; asked from the
// login it answered 401 and the button never became "SMS Sent".)
import { loginResultFromThrown } from '@rigkit/react/LoginForm';

/** The webAuth body this call sends. */
export interface LoginSmsRequest {
  username: string;
  password: string;
  sendTotpSms: true;
}

/** The part of webAuth's answer this call reads. */
export interface LoginSmsAnswer {
  success: boolean;
  errors?: readonly ({ ErrorText?: string | null } | null)[] | null;
}

const totpRequired = 'TotpRequired';

/**
 * Asks for the two-factor code by SMS; resolves once it is sent and throws otherwise (the provider failed, or the
 * credentials no longer hold), so the challenge lets the shopper ask again.
 */
export async function sendLoginSms(webAuth: (body: LoginSmsRequest) => Promise<LoginSmsAnswer>, credentials: { username: string; password: string }): Promise<void> {
  // The typed client throws webAuth's "success false" answers (with their error texts), as it does for the login.
  const answer: LoginSmsAnswer = await webAuth({ username: credentials.username, password: credentials.password, sendTotpSms: true }).catch(loginResultFromThrown);
  const errors = (answer.errors ?? []).map((error) => error?.ErrorText ?? '');
  const isSent = !answer.success && errors.length === 1 && errors[0] === totpRequired;
  if (!isSent) throw new Error(errors.filter((text) => text !== totpRequired).join(' ') || 'The SMS could not be sent.');
}
