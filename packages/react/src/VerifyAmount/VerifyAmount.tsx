import { FormField } from '../internal/FormField.tsx';
import { verifyAmountMessages as M } from './messages.ts';
import { useVerifyAmount, type VerifyAmountProps } from './useVerifyAmount.ts';

export interface VerifyAmountComponentProps extends VerifyAmountProps {
  /** Class name of the root element. */
  className?: string;
}

/**
 * Verification of an order by amount (spec 3 §2.5, §4.3): the amount box and Verify, the attempts left, then
 * "verified" or, after 4 wrong amounts, the too-many message. Unstyled: `data-state` on the root is the spec's state
 * (`loading`, `collection`, `validating`, `validated`, `error`, `toomany`).
 */
export function VerifyAmount(props: VerifyAmountComponentProps) {
  const verify = useVerifyAmount(props);
  return (
    <div className={props.className} data-rigkit="verify-amount" data-state={verify.state}>
      {verify.state === 'loading' ? (
        <p role="status" data-part="loading">
          {M.loading}
        </p>
      ) : null}
      {verify.isFormShown ? (
        <form {...verify.formProps} data-part="form">
          <FormField label={M.amountLabel} inputMode="decimal" autoComplete="off" isRequired value={verify.value} onChange={verify.setValue} error={verify.fieldError} maxLength={12} />
          <p data-part="help">{M.amountHelp}</p>
          <p data-part="attempts-left">{M.attemptsLeft(verify.attemptsLeft)}</p>
          <button type="submit" disabled={verify.state === 'validating'} data-part="submit">
            {verify.state === 'validating' ? M.validating : M.submit}
          </button>
        </form>
      ) : null}
      {verify.alert ? (
        <p role="alert" data-part="error">
          {verify.alert}
        </p>
      ) : null}
      {verify.state === 'validated' ? (
        <p role="status" data-part="validated">
          {M.validated}
        </p>
      ) : null}
    </div>
  );
}
