import { useRef } from 'react';
import { TwoFactorChallenge } from '../TwoFactorChallenge/index.ts';
import { LOGIN_FORM_PATHS, loginFormMessages } from './messages.ts';
import type { LoginFormProps } from './useLoginForm.ts';
import { useLoginForm } from './useLoginForm.ts';
import { useRenderLink } from '../RigkitProvider/RigkitProvider.tsx';

/** The full login form, or the "redirect" variant: only "Existing Account" and a Log In button to /Account. */
export type LoginFormVariant = 'form' | 'redirect';

export interface LoginFormComponentProps extends LoginFormProps {
  /** Which screen to show. @default 'form' */
  variant?: LoginFormVariant;
  /** Class name of the root element. */
  className?: string;
}

/**
 * The login screen (spec 1 §2, §4, §8): e-mail, password, Log In, Forgotten Password, "Don't have an account?"
 * Sign Up, and a reset link; after TotpRequired it shows the two-factor challenge. Unstyled: `data-variant`,
 * `data-step` (`credentials`, `two-factor`) and `data-state` (`idle`, `submitting`, `failed`, `succeeded`).
 */
export function LoginForm(props: LoginFormComponentProps) {
  const username = useRef<HTMLInputElement>(null);
  const password = useRef<HTMLInputElement>(null);
  const submit = useRef<HTMLButtonElement>(null);
  const reset = useRef<HTMLButtonElement>(null);
  const twoFactor = useRef<HTMLDivElement>(null);
  const login = useLoginForm(props, { username, password, submit, reset, twoFactor });
  const renderLink = useRenderLink();
  const variant = props.variant ?? 'form';

  if (variant === 'redirect') {
    return (
      <div className={props.className} data-rigkit="login-form" data-variant="redirect">
        <h2 {...login.headingProps} data-part="heading">
          {loginFormMessages.heading}
        </h2>
        {renderLink({ href: LOGIN_FORM_PATHS.account, children: loginFormMessages.logIn, 'data-part': 'log-in-link' })}
      </div>
    );
  }

  const resetButton = (
    <button {...login.resetButtonProps} ref={reset} data-part="reset">
      {loginFormMessages.reset}
    </button>
  );

  return (
    <div className={props.className} data-rigkit="login-form" data-variant="form" data-step={login.step} data-state={login.state}>
      <h2 {...login.headingProps} data-part="heading">
        {loginFormMessages.heading}
      </h2>
      {login.step === 'two-factor' ? (
        <div ref={twoFactor} data-part="two-factor">
          <TwoFactorChallenge
            onSubmit={login.submitTwoFactorCode}
            onSendSms={login.sendSms}
            errorMessage={login.twoFactorErrorMessage}
          />
          {resetButton}
        </div>
      ) : (
        <form {...login.formProps} data-part="form">
          <div data-part="field" data-invalid={login.usernameField.error ? '' : undefined}>
            <label {...login.usernameField.labelProps}>{loginFormMessages.emailLabel}</label>
            <input {...login.usernameField.inputProps} ref={username} data-invalid={login.usernameField.error ? '' : undefined} />
            {login.usernameField.error ? (
              <p {...login.usernameField.errorMessageProps} data-part="field-error">
                {login.usernameField.error}
              </p>
            ) : null}
          </div>
          <div data-part="field" data-invalid={login.passwordField.error ? '' : undefined}>
            <label {...login.passwordField.labelProps}>{loginFormMessages.passwordLabel}</label>
            <input {...login.passwordField.inputProps} ref={password} data-invalid={login.passwordField.error ? '' : undefined} />
            {login.passwordField.error ? (
              <p {...login.passwordField.errorMessageProps} data-part="field-error">
                {login.passwordField.error}
              </p>
            ) : null}
          </div>
          {login.errorMessage ? (
            <p {...login.errorProps} data-part="error">
              {login.errorMessage}
            </p>
          ) : null}
          <div data-part="actions">
            <button {...login.submitButtonProps} ref={submit} data-part="submit">
              {loginFormMessages.logIn}
            </button>
            {renderLink({
              href: LOGIN_FORM_PATHS.forgotPassword,
              children: loginFormMessages.forgottenPassword,
              'data-part': 'forgotten-password',
            })}
            {resetButton}
          </div>
        </form>
      )}
      <p data-part="sign-up">
        {loginFormMessages.noAccount}{' '}
        {renderLink({ href: LOGIN_FORM_PATHS.createAccount, children: loginFormMessages.signUp, 'data-part': 'sign-up-link' })}
      </p>
    </div>
  );
}
