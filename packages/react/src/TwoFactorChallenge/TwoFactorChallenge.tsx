import { useRef } from 'react';
import type { TwoFactorChallengeProps } from './useTwoFactorChallenge.ts';
import { useTwoFactorChallenge } from './useTwoFactorChallenge.ts';

/**
 * The two-factor step of login and checkout (spec 1 §2): a 6-digit code box, Submit enabled only at exactly 6
 * digits, and "Send SMS" that becomes "SMS Sent" once used. Unstyled: state is on `data-state` and
 * `data-sms-state`; style it by those and by the `className` you pass.
 */
export function TwoFactorChallenge(props: TwoFactorChallengeProps & { className?: string }) {
  const input = useRef<HTMLInputElement>(null);
  const submit = useRef<HTMLButtonElement>(null);
  const sms = useRef<HTMLButtonElement>(null);
  const challenge = useTwoFactorChallenge(props, { input, submit, sms });

  return (
    <form
      {...challenge.formProps}
      className={props.className}
      data-rigkit="two-factor-challenge"
      data-state={challenge.state}
      data-sms-state={challenge.smsState}
    >
      <label {...challenge.labelProps} data-part="label">
        {props.label ?? 'Two-factor code'}
      </label>
      <input {...challenge.inputProps} ref={input} data-part="input" data-invalid={props.errorMessage ? '' : undefined} />
      {props.errorMessage ? (
        <p {...challenge.errorMessageProps} role="alert" data-part="error">
          {props.errorMessage}
        </p>
      ) : null}
      <button {...challenge.submitButtonProps} ref={submit} data-part="submit">
        Submit
      </button>
      {props.onSendSms ? (
        <button {...challenge.smsButtonProps} ref={sms} data-part="send-sms">
          {challenge.smsState === 'sent' ? 'SMS Sent' : 'Send SMS'}
        </button>
      ) : null}
    </form>
  );
}
