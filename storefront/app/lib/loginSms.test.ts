import { describe, expect, it, vi } from 'vitest';
import type { LoginSmsAnswer } from './loginSms.ts';
import { sendLoginSms } from './loginSms.ts';

const credentials = { username: 'twofactor.demo@example.com', password: 'TwoFactor-Demo-2026!' };

describe('sendLoginSms ("Send SMS" before the shopper is logged in)', () => {
  it('asks webAuth for the code by SMS with the credentials of the login waiting for it', async () => {
    const webAuth = vi.fn(async (): Promise<LoginSmsAnswer> => ({ success: false, errors: [{ ErrorText: 'TotpRequired' }] }));
    await expect(sendLoginSms(webAuth, credentials)).resolves.toBeUndefined();
    expect(webAuth).toHaveBeenCalledWith({ ...credentials, sendTotpSms: true });
  });

  it('reads the answer the typed client throws for "success false" (its error texts)', async () => {
    const thrown = Object.assign(new Error('webAuth failed'), { errorTexts: ['TotpRequired'] });
    await expect(sendLoginSms(() => Promise.reject(thrown), credentials)).resolves.toBeUndefined();
  });

  it.each([
    ['the SMS provider failed', { success: false, errors: [{ ErrorText: 'TotpRequired' }, { ErrorText: 'We could not send the SMS just now. Please try again or use your authenticator app.' }] }, 'We could not send the SMS just now. Please try again or use your authenticator app.'],
    ['the credentials no longer hold', { success: false, errors: [{ ErrorText: 'Could not authenticate' }] }, 'Could not authenticate'],
    ['the answer says nothing', { success: false, errors: [] }, 'The SMS could not be sent.'],
  ])('fails when %s, so the shopper can ask again', async (_, answer: LoginSmsAnswer, message) => {
    await expect(sendLoginSms(async () => answer, credentials)).rejects.toThrow(message);
  });
});
