import { isValidEmail, VALIDATION_MESSAGES } from '@rigkit/domain/validation';
import type { FormEvent, HTMLAttributes, RefObject } from 'react';
import { useEffect, useId, useRef, useState } from 'react';
import type { ButtonAria } from 'react-aria/useButton';
import { useNativeButton } from '../internal/useNativeButton.ts';
import type { TextFieldAria } from 'react-aria/useTextField';
import { useTextField } from 'react-aria/useTextField';
import { useControlledState } from 'react-stately/useControlledState';
import type { LoginResult } from './loginOutcome.ts';
import { incorrectTwoFactorMessage, interpretLoginResult, loginResultFromThrown } from './loginOutcome.ts';
import { LOGIN_FORM_MESSAGES, loginFormMessages } from './messages.ts';
import { useFormSubmitProps } from '../internal/useFormSubmitProps.ts';

/** What a login attempt sends: the e-mail as `username`, the password, and the code on the two-factor step. */
export interface LoginCredentials {
  username: string;
  password: string;
  totp?: string;
}

/** The two fields of the credentials step. */
export interface LoginFormValue {
  username: string;
  password: string;
}

/** Which step shows: the credentials, or the two-factor challenge after TotpRequired (spec 1 §4 step 3). */
export type LoginFormStep = 'credentials' | 'two-factor';
/** Where the last attempt is: none yet, waiting for the server, refused, or logged in. */
export type LoginFormState = 'idle' | 'submitting' | 'failed' | 'succeeded';

export interface LoginFormProps {
  /** The e-mail and password typed so far (controlled). */
  value?: LoginFormValue;
  /** The initial e-mail and password when uncontrolled. @default { username: '', password: '' } */
  defaultValue?: LoginFormValue;
  /** Called with both fields whenever one changes, is cleared after a failure, or is reset. */
  onChange?: (value: LoginFormValue) => void;
  /** Sends one login attempt (with `totp` on the two-factor step) and resolves with the server's answer. */
  onSubmit: (credentials: LoginCredentials) => LoginResult | Promise<LoginResult>;
  /** The optional confirm callback, called with the answer and the e-mail used (for the tracking layer) after a successful login (spec 1 §4 step 2). */
  onSuccess?: (result: LoginResult, credentials: { username: string }) => void;
  /**
   * Sends the two-factor code by SMS, given the e-mail and password of the login waiting for the code (the shopper is
   * not logged in yet, so the request carries them: webAuth with sendTotpSms, spec 1 §7); when absent the challenge
   * offers no "Send SMS" button.
   */
  onSendSms?: (credentials: LoginFormValue) => void | Promise<void>;
  /** The clock that stamps "Incorrect 2FA Value" (injected for deterministic tests). @default () => new Date() */
  now?: () => Date;
  /** The time zone of that stamp. @default the shopper's own time zone */
  timeZone?: string;
}

type FieldErrors = { username?: string | undefined; password?: string | undefined };

export interface LoginFormAria {
  step: LoginFormStep;
  state: LoginFormState;
  value: LoginFormValue;
  /** The failure under the form ("Username or password incorrect"), if any. */
  errorMessage: string | undefined;
  /** The failure shown in the two-factor challenge ("Incorrect 2FA Value (hh:mm:ss)"), if any. */
  twoFactorErrorMessage: string | undefined;
  headingProps: HTMLAttributes<HTMLHeadingElement>;
  formProps: HTMLAttributes<HTMLFormElement> & { onSubmit: (event: FormEvent<HTMLFormElement>) => void; noValidate: true };
  usernameField: Pick<TextFieldAria<'input'>, 'labelProps' | 'inputProps' | 'errorMessageProps'> & { error: string | undefined };
  passwordField: Pick<TextFieldAria<'input'>, 'labelProps' | 'inputProps' | 'errorMessageProps'> & { error: string | undefined };
  errorProps: HTMLAttributes<HTMLElement>;
  submitButtonProps: ButtonAria<object>['buttonProps'];
  resetButtonProps: ButtonAria<object>['buttonProps'];
  /** Sends the code typed in the two-factor challenge together with the credentials. */
  submitTwoFactorCode: (code: string) => Promise<void>;
  /** Asks for the code by SMS with the credentials typed; undefined without `onSendSms`. */
  sendSms: (() => void | Promise<void>) | undefined;
}

const EMPTY: LoginFormValue = { username: '', password: '' };

function validate(value: LoginFormValue): FieldErrors {
  return {
    username: isValidEmail(value.username.trim()) ? undefined : VALIDATION_MESSAGES.invalidEmail,
    password: value.password === '' ? VALIDATION_MESSAGES.passwordRequired : undefined,
  };
}

/** Behaviour of the login screen (spec 1 §2, §4 steps 1 to 5, §8). It never calls the server itself. */
export function useLoginForm(
  props: LoginFormProps,
  refs: {
    username: RefObject<HTMLInputElement | null>;
    password: RefObject<HTMLInputElement | null>;
    submit: RefObject<HTMLButtonElement | null>;
    reset: RefObject<HTMLButtonElement | null>;
    /** The element around the two-factor challenge; its code box receives focus when the step opens. */
    twoFactor: RefObject<HTMLDivElement | null>;
  },
): LoginFormAria {
  const [value, setValue] = useControlledState(props.value, props.defaultValue ?? EMPTY, props.onChange);
  const [step, setStep] = useState<LoginFormStep>('credentials');
  const [state, setState] = useState<LoginFormState>('idle');
  const [errorMessage, setErrorMessage] = useState<string>();
  const [twoFactorErrorMessage, setTwoFactorErrorMessage] = useState<string>();
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const headingId = useId();
  const errorId = useId();

  // Focus follows the shopper after an answer: into the code box when the challenge opens (the Log In button
  // disappears), into the emptied password box after a failure. The target renders only after the step changes.
  const pendingFocus = useRef<'two-factor' | 'password' | null>(null);
  useEffect(() => {
    if (pendingFocus.current === 'two-factor') refs.twoFactor.current?.querySelector('input')?.focus();
    if (pendingFocus.current === 'password') refs.password.current?.focus();
    pendingFocus.current = null;
  });

  const attempt = async (credentials: LoginCredentials) => {
    setState('submitting');
    let result: LoginResult;
    try {
      result = await props.onSubmit(credentials);
    } catch (thrown) {
      // The shopper gave up on the way (a captcha challenge cancelled): nothing failed, so nothing is said.
      if (thrown instanceof DOMException && thrown.name === 'AbortError') {
        setState('idle');
        return;
      }
      result = loginResultFromThrown(thrown);
    }
    switch (interpretLoginResult(result)) {
      case 'success':
        // Spec 1 §4 step 2: the form is cleared and the optional confirm callback runs.
        setValue(EMPTY);
        setStep('credentials');
        setErrorMessage(undefined);
        setTwoFactorErrorMessage(undefined);
        setState('succeeded');
        props.onSuccess?.(result, { username: credentials.username });
        return;
      case 'two-factor-required':
        setStep('two-factor');
        setErrorMessage(undefined);
        setTwoFactorErrorMessage(undefined);
        setState('idle');
        pendingFocus.current = 'two-factor';
        return;
      case 'invalid-two-factor':
        setStep('two-factor');
        setTwoFactorErrorMessage(incorrectTwoFactorMessage((props.now ?? (() => new Date()))(), props.timeZone));
        setState('failed');
        return;
      case 'failed':
        // Spec 1 §4 step 5, §8: the password is cleared and the credentials error shows.
        setValue({ username: credentials.username, password: '' });
        setStep('credentials');
        setTwoFactorErrorMessage(undefined);
        setErrorMessage(LOGIN_FORM_MESSAGES.credentialsIncorrect);
        setState('failed');
        pendingFocus.current = 'password';
        return;
    }
  };

  const submitCredentials = () => {
    if (state === 'submitting') return;
    const errors = validate(value);
    setFieldErrors(errors);
    if (errors.username) {
      refs.username.current?.focus();
      return;
    }
    if (errors.password) {
      refs.password.current?.focus();
      return;
    }
    void attempt({ username: value.username.trim(), password: value.password });
  };

  const usernameField = useTextField<'input'>(
    {
      label: loginFormMessages.emailLabel,
      type: 'email',
      autoComplete: 'username',
      inputMode: 'email',
      value: value.username,
      onChange: (username) => {
        setValue({ ...value, username });
        setFieldErrors({ ...fieldErrors, username: undefined });
      },
      errorMessage: fieldErrors.username,
      isInvalid: Boolean(fieldErrors.username),
    },
    refs.username,
  );

  const passwordField = useTextField<'input'>(
    {
      label: loginFormMessages.passwordLabel,
      type: 'password',
      autoComplete: 'current-password',
      value: value.password,
      onChange: (password) => {
        setValue({ ...value, password });
        setFieldErrors({ ...fieldErrors, password: undefined });
      },
      errorMessage: fieldErrors.password,
      isInvalid: Boolean(fieldErrors.password),
    },
    refs.password,
  );

  const { buttonProps: submitButtonProps } = useNativeButton({ type: 'submit' }, refs.submit);
  const { buttonProps: resetButtonProps } = useNativeButton(
    {
      type: 'button',
      onPress: () => {
        setValue(EMPTY);
        setStep('credentials');
        setErrorMessage(undefined);
        setTwoFactorErrorMessage(undefined);
        setFieldErrors({});
        setState('idle');
      },
    },
    refs.reset,
  );

  return {
    step,
    state,
    value,
    errorMessage,
    twoFactorErrorMessage,
    headingProps: { id: headingId },
    formProps: {
      'aria-labelledby': headingId,
      'aria-describedby': errorMessage ? errorId : undefined,
      ...useFormSubmitProps(submitCredentials),
    },
    usernameField: { ...usernameField, error: fieldErrors.username },
    passwordField: { ...passwordField, error: fieldErrors.password },
    errorProps: { id: errorId, role: 'alert' },
    submitButtonProps,
    resetButtonProps,
    submitTwoFactorCode: (code) => attempt({ username: value.username.trim(), password: value.password, totp: code }),
    sendSms: props.onSendSms ? () => props.onSendSms?.({ username: value.username.trim(), password: value.password }) : undefined,
  };
}
