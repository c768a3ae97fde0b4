// Contact (spec 3 §2.6, §5.4): email, first and last name, mobile, each with what it is for; Next only when all four
// checks pass. Once done, a summary with Edit (going back clears the shipping method, spec 3 §4.4).
import { useState } from 'react';
import { checkoutContactSchema, validateForm, type FieldErrors } from '@rigkit/domain/validation';
import { Field } from '../internal/CheckoutField.tsx';
import { useCheckoutContext } from './CheckoutContext.ts';
import { checkoutText } from './messages.ts';

export function ContactStep() {
  const { state, send } = useCheckoutContext();
  const [errors, setErrors] = useState<FieldErrors>({});
  const { checkout } = state;
  const isActive = state.step === 'contact';
  const status = isActive ? 'active' : 'complete';
  const value = (field: 'EmailAddress' | 'FirstName' | 'LastName' | 'MobileNumber') => checkout[field] ?? '';
  const change = (field: 'EmailAddress' | 'FirstName' | 'LastName' | 'MobileNumber') => (text: string) => send({ type: 'updateContact', contact: { [field]: text } });

  return (
    <section data-part="contact" data-state={status} aria-labelledby="checkout-contact-heading">
      <h2 id="checkout-contact-heading" data-part="step-heading">
        {checkoutText.steps.contact}
      </h2>
      {isActive ? (
        <form
          data-part="contact-form"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            const result = validateForm(checkoutContactSchema, checkout);
            setErrors(result.errors);
            if (result.isValid) send({ type: 'updateContact', contact: result.data });
            send({ type: 'submitContact', isContactValid: result.isValid });
          }}
        >
          <Field name="email" type="email" label={checkoutText.email} help={checkoutText.emailHelp} autoComplete="email" value={value('EmailAddress')} onChange={change('EmailAddress')} error={errors['EmailAddress']} />
          <Field name="firstName" label={checkoutText.firstName} help={checkoutText.nameHelp} autoComplete="given-name" value={value('FirstName')} onChange={change('FirstName')} error={errors['FirstName']} />
          <Field name="lastName" label={checkoutText.lastName} autoComplete="family-name" value={value('LastName')} onChange={change('LastName')} error={errors['LastName']} />
          <Field name="mobile" type="tel" label={checkoutText.mobile} help={checkoutText.mobileHelp} autoComplete="tel" inputMode="tel" value={value('MobileNumber')} onChange={change('MobileNumber')} error={errors['MobileNumber']} />
          <button type="submit" data-part="next">
            {checkoutText.next}
          </button>
        </form>
      ) : (
        <div data-part="step-summary">
          <p>
            {checkout.FirstName} {checkout.LastName}, {checkout.EmailAddress}, {checkout.MobileNumber}
          </p>
          {state.step !== 'submitting' && state.step !== 'completed' ? (
            <button type="button" data-part="edit" aria-label={`${checkoutText.edit} ${checkoutText.steps.contact}`} onClick={() => send({ type: 'editContact' })}>
              {checkoutText.edit}
            </button>
          ) : null}
        </div>
      )}
    </section>
  );
}
