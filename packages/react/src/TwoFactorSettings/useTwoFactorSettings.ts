import { isCompleteTwoFactorCode, sanitiseTwoFactorCode } from '@rigkit/domain/validation';
import type { FormHTMLAttributes } from 'react';
import { useState } from 'react';
import { twoFactorSettingsMessages as M } from './messages.ts';
import { useFormSubmitProps } from '../internal/useFormSubmitProps.ts';

/** enableTotp's answer (contract TotpSetup). */
export interface TotpSetup {
  QrCode: string;
  Secret: string;
  AlreadyEnabled?: boolean;
}

/** confirmTotp's and disableTotp's answer: success, or the server's errors ("Incorrect 2FA Code"). */
export interface TwoFactorCodeResult {
  success: boolean;
  errors?: readonly { ErrorText?: string }[];
}

/**
 * Off, starting (fetching the QR code), confirming (QR code, secret, code box), on, or turning off (code box).
 */
export type TwoFactorSettingsState = 'disabled' | 'starting' | 'confirming' | 'enabled' | 'disabling';

export interface TwoFactorSettingsProps {
  /** Whether the account uses two-factor now (the session's UsesTotp). */
  isEnabled: boolean;
  /** Starts enabling (enableTotp): the QR code and the secret. */
  onEnable: () => Promise<TotpSetup>;
  /** Confirms with a code (confirmTotp). */
  onConfirm: (code: string) => Promise<TwoFactorCodeResult>;
  /** Turns two-factor off with a code (disableTotp). */
  onDisable: (code: string) => Promise<TwoFactorCodeResult>;
  /** Called with the new state after it changed, so the caller can refresh the session. */
  onEnabledChange?: (isEnabled: boolean) => void;
}

export interface TwoFactorSettingsAria {
  state: TwoFactorSettingsState;
  setup: TotpSetup | undefined;
  code: string;
  setCode: (value: string) => void;
  errorMessage: string | undefined;
  /** The announcement after a change ("Two-factor authentication is on."). */
  statusMessage: string | undefined;
  isBusy: boolean;
  isCodeComplete: boolean;
  start: () => Promise<void>;
  startDisabling: () => void;
  cancel: () => void;
  formProps: FormHTMLAttributes<HTMLFormElement> & { noValidate: true };
}

/** Two-factor settings (spec 3 §4.8): enable with a QR code and a confirming code, disable with a code. */
export function useTwoFactorSettings(props: TwoFactorSettingsProps): TwoFactorSettingsAria {
  const [state, setState] = useState<TwoFactorSettingsState>(props.isEnabled ? 'enabled' : 'disabled');
  const [setup, setSetup] = useState<TotpSetup>();
  const [code, setCode] = useState('');
  const [errorMessage, setErrorMessage] = useState<string>();
  const [statusMessage, setStatusMessage] = useState<string>();
  const [isBusy, setBusy] = useState(false);

  const become = (next: 'enabled' | 'disabled') => {
    setState(next);
    setSetup(undefined);
    setCode('');
    setErrorMessage(undefined);
    setStatusMessage(next === 'enabled' ? M.enabledNow : M.disabledNow);
    props.onEnabledChange?.(next === 'enabled');
  };

  const start = async () => {
    setState('starting');
    setErrorMessage(undefined);
    setStatusMessage(undefined);
    try {
      const answer = await props.onEnable();
      // Spec 3 §4.8: "if the server says the customer is already enabled, the state is simply refreshed".
      if (answer.AlreadyEnabled) {
        become('enabled');
        return;
      }
      setSetup(answer);
      setState('confirming');
    } catch {
      setErrorMessage(M.failed);
      setState('disabled');
    }
  };

  const submitCode = async () => {
    if (isBusy || !isCompleteTwoFactorCode(code)) return;
    setBusy(true);
    let result: TwoFactorCodeResult;
    try {
      result = state === 'disabling' ? await props.onDisable(code) : await props.onConfirm(code);
    } catch {
      result = { success: false, errors: [{ ErrorText: M.failed }] };
    }
    setBusy(false);
    if (result.success) {
      become(state === 'disabling' ? 'disabled' : 'enabled');
      return;
    }
    setCode('');
    setErrorMessage(result.errors?.[0]?.ErrorText ?? M.incorrectCode);
  };

  return {
    state,
    setup,
    code,
    setCode: (value) => setCode(sanitiseTwoFactorCode(value)),
    errorMessage,
    statusMessage,
    isBusy,
    isCodeComplete: isCompleteTwoFactorCode(code),
    start,
    startDisabling: () => {
      setState('disabling');
      setCode('');
      setErrorMessage(undefined);
      setStatusMessage(undefined);
    },
    cancel: () => {
      setState(state === 'disabling' ? 'enabled' : 'disabled');
      setSetup(undefined);
      setCode('');
      setErrorMessage(undefined);
    },
    formProps: useFormSubmitProps(submitCode),
  };
}
