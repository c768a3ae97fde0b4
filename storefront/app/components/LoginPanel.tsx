// The login form with the store's calls (spec 1 §2, §4), shared by /Login and every private page's guard: the
// credentials go to session/webAuth, TotpRequired opens the two-factor challenge (inside LoginForm) and "Send SMS"
// asks webAuth again with sendTotpSms (lib/loginSms.ts). After a success the other tabs and the tracking layer hear of it; what happens next is the caller's (`onLoggedIn`).
// Past the login's attempt limits the server may ask for the visible captcha challenge: it shows under the form while
// the login waits, and the login is sent again once it is passed (issue 14; spec 1 §4).
import type { LoginCredentials, LoginFormValue, LoginResult } from '@rigkit/react/LoginForm';
import { LoginForm, loginResultFromThrown } from '@rigkit/react/LoginForm';
import { CaptchaChallenge, useChallengeCaptcha } from '@rigkit/react/CaptchaChallenge';
import { browserApi } from '../lib/api.client.ts';
import { announceSessionChange } from '../lib/crossTab.ts';
import { sendLoginSms } from '../lib/loginSms.ts';
import { tracking } from '../lib/tracking.ts';
import { sandboxCaptcha } from '../lib/sandboxCaptcha.ts';
// The sheet of what this lazily loaded part draws: it comes with its chunk.
import '../theme/widgets/login-form.css';

async function submitLogin(credentials: LoginCredentials): Promise<LoginResult> {
  try {
    const { data } = await browserApi().POST('/session/webAuth', {
      body: { username: credentials.username, password: credentials.password, ...(credentials.totp ? { totp: credentials.totp } : {}) },
    });
    return { success: data.success, errors: data.errors ?? [] };
  } catch (error) {
    return loginResultFromThrown(error);
  }
}

async function sendSms(credentials: LoginFormValue) {
  await sendLoginSms((body) => browserApi().POST('/session/webAuth', { body }).then(({ data }) => data), credentials);
}

export function LoginPanel({ onLoggedIn }: { onLoggedIn: () => Promise<void> }) {
  const challenge = useChallengeCaptcha(sandboxCaptcha);
  return (
    <>
      <LoginForm
        onSubmit={submitLogin}
        onSendSms={sendSms}
        onSuccess={(_result, { username }) => {
          announceSessionChange();
          tracking.loggedIn(username);
          void onLoggedIn();
        }}
      />
      <CaptchaChallenge {...challenge} />
    </>
  );
}
