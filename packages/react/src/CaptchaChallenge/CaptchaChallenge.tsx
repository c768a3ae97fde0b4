import { useRef } from 'react';
import { captchaChallengeMessages } from './messages.ts';
import { useCaptchaChallenge, type CaptchaChallengeProps } from './useCaptchaChallenge.ts';

export type CaptchaChallengeComponentProps = CaptchaChallengeProps;

/**
 * The visible version 2 captcha challenge a store shows when its server finds the invisible check's score too low
 * (spec 1 §4). Renders nothing while closed. A store with a vendor's challenge passes that vendor's Captcha to the
 * api-client instead; this one is the kit's own for stores (and the reference store's sandbox) without one.
 */
export function CaptchaChallenge(props: CaptchaChallengeComponentProps) {
  const checkboxRef = useRef<HTMLInputElement>(null);
  const challenge = useCaptchaChallenge(props, checkboxRef);
  if (challenge.state === 'closed') return null;
  return (
    <section data-rigkit="captcha-challenge" data-state={challenge.state} {...challenge.rootProps}>
      <h3 data-part="heading" {...challenge.headingProps}>
        {captchaChallengeMessages.heading}
      </h3>
      <p data-part="explanation" {...challenge.explanationProps}>
        {captchaChallengeMessages.explanation}
      </p>
      <label data-part="confirm" {...challenge.checkboxLabelProps}>
        <input ref={checkboxRef} data-part="checkbox" {...challenge.checkboxProps} />
        {captchaChallengeMessages.confirm}
      </label>
      <div data-part="actions">
        <button data-part="verify" {...challenge.verifyButtonProps}>
          {captchaChallengeMessages.verify}
        </button>
        {props.onCancel ? (
          <button data-part="cancel" {...challenge.cancelButtonProps}>
            {captchaChallengeMessages.cancel}
          </button>
        ) : null}
      </div>
    </section>
  );
}
