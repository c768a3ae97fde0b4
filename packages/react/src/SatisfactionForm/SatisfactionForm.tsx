import { useId } from 'react';
import { SATISFACTION_RATING } from '@rigkit/domain/validation';
import { FormField } from '../internal/FormField.tsx';
import { satisfactionFormMessages as M } from './messages.ts';
import { useSatisfactionForm, type SatisfactionFormProps } from './useSatisfactionForm.ts';

export interface SatisfactionFormComponentProps extends SatisfactionFormProps {
  /** Class name of the root element. */
  className?: string;
}

const stars = Array.from({ length: SATISFACTION_RATING.max - SATISFACTION_RATING.min + 1 }, (_, index) => SATISFACTION_RATING.min + index);

/**
 * The satisfaction page's form (spec 3 §2.12): a star rating (radios, so arrow keys move it), the feedback box,
 * optional contact details, Send Feedback, then "Thank you !". Unstyled: `data-state` (`idle`, `submitting`, `sent`,
 * `failed`) on the root, `data-checked` on the chosen star and those below it.
 */
export function SatisfactionForm(props: SatisfactionFormComponentProps) {
  const form = useSatisfactionForm(props);
  const feedbackId = useId();
  const { value } = form;
  return (
    <div className={props.className} data-rigkit="satisfaction-form" data-state={form.state}>
      {form.state === 'sent' ? (
        <p role="status" data-part="thank-you">
          {M.thankYou}
        </p>
      ) : (
        <form {...form.formProps} data-part="form">
          <fieldset data-part="rating">
            <legend data-part="legend">{M.rating}</legend>
            {stars.map((count) => (
              <label key={count} data-part="star" data-checked={value.rating >= count ? '' : undefined}>
                <input type="radio" name={`${feedbackId}-rating`} value={count} checked={value.rating === count} onChange={() => form.set('rating', count)} />
                {M.star(count)}
              </label>
            ))}
          </fieldset>
          <div data-part="field">
            <label htmlFor={feedbackId} data-part="label">
              {M.feedback}
            </label>
            <textarea id={feedbackId} aria-describedby={`${feedbackId}-count`} required value={value.feedback} onChange={(event) => form.set('feedback', event.target.value)} rows={5} />
            <p id={`${feedbackId}-count`} data-part="count">
              {M.remaining(value.feedback.length)}
            </p>
          </div>
          <label data-part="requires-response">
            <input type="checkbox" checked={value.requiresResponse} onChange={(event) => form.set('requiresResponse', event.target.checked)} />
            {M.requiresResponse}
          </label>
          {value.requiresResponse ? (
            <>
              <FormField label={M.email} type="email" autoComplete="email" inputMode="email" isRequired value={value.email} onChange={(text) => form.set('email', text)} />
              <FormField label={M.phone} type="tel" autoComplete="tel" inputMode="tel" isRequired value={value.phone} onChange={(text) => form.set('phone', text)} />
            </>
          ) : null}
          <button type="submit" disabled={form.state === 'submitting'} data-part="submit">
            {form.state === 'submitting' ? M.submitting : M.submit}
          </button>
        </form>
      )}
      {form.alert ? (
        <p role="alert" data-part="error">
          {form.alert}
        </p>
      ) : null}
    </div>
  );
}
