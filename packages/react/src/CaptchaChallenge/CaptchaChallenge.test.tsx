import { createRigkitClient } from '@rigkit/api-client';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { LoginForm } from '../LoginForm/LoginForm.tsx';
import { loginResultFromThrown } from '../LoginForm/loginOutcome.ts';
import { CaptchaChallenge } from './CaptchaChallenge.tsx';
import { createChallengeCaptcha, useChallengeCaptcha, type ChallengeCaptcha } from './challengeCaptcha.ts';

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const captchaRequired = () => json({ success: false, errors: [{ ErrorText: 'CaptchaRequired' }], data: null }, 403);
const loggedIn = () => json({ success: true, errors: [], data: null });

/** The login form and the challenge as a store mounts them, over the real api-client and a fake /api. */
function setUp(answers: (() => Response)[]) {
  const requests: Request[] = [];
  const fetch = vi.fn(async (request: Request) => {
    requests.push(request);
    return (answers.shift() ?? loggedIn)();
  });
  // The tokens asked for, in order (jsdom's fetch plumbing drops custom request headers; the api-client's own tests
  // assert the headers those tokens travel in).
  const tokens: string[] = [];
  const captcha = createChallengeCaptcha({ version3: () => (tokens.push('v3'), 'score-0.1'), version2: () => (tokens.push('v2'), 'challenge-passed') });
  const client = createRigkitClient({ baseUrl: 'https://shop.example', fetch, captcha, isServer: false, storage: undefined, retries: { webAuth: 0 } });
  const onSuccess = vi.fn();
  function LoginWithChallenge({ captcha: shown }: { captcha: ChallengeCaptcha }) {
    return (
      <>
        <LoginForm
          onSubmit={async ({ username, password }) => {
            try {
              const { data } = await client.POST('/session/webAuth', { body: { username, password } });
              return { success: data.success, errors: data.errors ?? [] };
            } catch (error) {
              return loginResultFromThrown(error);
            }
          }}
          onSuccess={onSuccess}
        />
        <CaptchaChallenge {...useChallengeCaptcha(shown)} />
      </>
    );
  }
  render(<LoginWithChallenge captcha={captcha} />);
  return { requests, onSuccess, tokens };
}

async function submitLogin(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByRole('textbox', { name: 'E-mail' }), 'mia.nguyen@example.com.au');
  await user.type(screen.getByLabelText('Password'), 'correct-horse-battery');
  await user.click(screen.getByRole('button', { name: 'Log In' }));
}

describe('CaptchaChallenge with the login (spec 1 §4: the visible version 2 challenge, then the call repeated)', () => {
  it('shows no challenge while the invisible check passes', async () => {
    const user = userEvent.setup();
    const { requests, onSuccess, tokens } = setUp([loggedIn]);
    await submitLogin(user);
    await waitFor(() => expect(onSuccess).toHaveBeenCalledOnce());
    expect(screen.queryByRole('group', { name: 'Check you are not a robot' })).not.toBeInTheDocument();
    expect(tokens).toEqual(['v3']);
    expect(requests).toHaveLength(1);
  });

  it('shows the challenge when the server finds the score too low, and logs in once the shopper passes it', async () => {
    const user = userEvent.setup();
    const { requests, onSuccess, tokens } = setUp([captchaRequired, loggedIn]);
    await submitLogin(user);
    const challenge = await screen.findByRole('group', { name: 'Check you are not a robot' });
    expect(challenge).toHaveAccessibleDescription('We need one more check before we send this. Tick the box, then choose Verify.');
    const box = screen.getByRole('checkbox', { name: "I'm not a robot" });
    expect(box).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Verify' })).toBeDisabled();
    expect(requests).toHaveLength(1);
    expect(tokens).toEqual(['v3']);
    expect(onSuccess).not.toHaveBeenCalled();
    await user.keyboard(' ');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(onSuccess).toHaveBeenCalledOnce());
    expect(screen.queryByRole('group', { name: 'Check you are not a robot' })).not.toBeInTheDocument();
    expect(tokens).toEqual(['v3', 'v2']);
    expect(requests).toHaveLength(2);
  });

  it('sends nothing more when the shopper cancels the challenge, and the form can be used again', async () => {
    const user = userEvent.setup();
    const { requests, onSuccess } = setUp([captchaRequired]);
    await submitLogin(user);
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('group', { name: 'Check you are not a robot' })).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Log In' })).toBeEnabled());
    expect(requests).toHaveLength(1);
    expect(onSuccess).not.toHaveBeenCalled();
  });
});
