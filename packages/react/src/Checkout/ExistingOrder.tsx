// The existing-order checkout's own parts (spec 3 §2.7, §4.5): the order being paid with its contact and delivery
// (read only: the order has them already), and "Please complete the missing information:" with Update Order, which
// stays disabled until every field matches its pattern (§5.4).
import { useState } from 'react';
import { canUpdateExistingOrder } from '@rigkit/domain/validation';
import { checkoutMessages, type ExistingOrderField } from '@rigkit/domain/checkout';
import { useCheckoutContext } from './CheckoutContext.ts';
import { Field } from '../internal/CheckoutField.tsx';
import { checkoutText } from './messages.ts';

/** The order's number and status, who it is for and where it goes. */
export function OrderDetails() {
  const { state, existingOrder } = useCheckoutContext();
  if (!existingOrder) return null;
  const { checkout } = state;
  const name = [checkout.FirstName, checkout.LastName].filter(Boolean).join(' ');
  const address = [checkout.ShippingStreetAddressLine1, checkout.ShippingSuburb, checkout.ShippingState, checkout.ShippingPostcode].filter(Boolean).join(', ');
  return (
    <section data-part="order-details" aria-labelledby="checkout-order-heading">
      <h2 id="checkout-order-heading" data-part="step-heading">
        {checkoutText.existingOrder.heading(existingOrder.DocumentNumber)}
      </h2>
      <dl data-part="order-facts">
        {existingOrder.DocumentStatus ? (
          <div>
            <dt>{checkoutText.existingOrder.status}</dt>
            <dd data-part="order-status">{existingOrder.DocumentStatus}</dd>
          </div>
        ) : null}
        <div>
          <dt>{checkoutText.steps.contact}</dt>
          <dd data-part="order-contact">{[name, checkout.EmailAddress, checkout.MobileNumber].filter(Boolean).join(' · ') || checkoutText.existingOrder.none}</dd>
        </div>
        <div>
          <dt>{checkoutText.existingOrder.deliveryTo}</dt>
          <dd data-part="order-address">{address || checkoutText.existingOrder.none}</dd>
        </div>
      </dl>
    </section>
  );
}

const fieldLabels: Record<ExistingOrderField, { label: string; type: 'text' | 'email' | 'tel'; autoComplete: string }> = {
  FirstName: { label: checkoutText.firstName, type: 'text', autoComplete: 'given-name' },
  LastName: { label: checkoutText.lastName, type: 'text', autoComplete: 'family-name' },
  EmailAddress: { label: checkoutText.email, type: 'email', autoComplete: 'email' },
  MobileNumber: { label: checkoutText.mobile, type: 'tel', autoComplete: 'tel' },
};

/** "Please complete the missing information:" and Update Order; nothing once the order has every field. */
export function MissingInformation() {
  const { missingFields, isUpdatingOrder, updateOrder } = useCheckoutContext();
  const [values, setValues] = useState<Partial<Record<ExistingOrderField, string>>>({});
  if (missingFields.length === 0) return null;
  const entered = Object.fromEntries(missingFields.map((field) => [field, values[field] ?? '']));
  const isComplete = canUpdateExistingOrder(entered);
  return (
    <form
      data-part="missing-information"
      data-state={isUpdatingOrder ? 'updating' : 'idle'}
      aria-labelledby="checkout-missing-heading"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (isComplete && !isUpdatingOrder) void updateOrder(values);
      }}
    >
      <p id="checkout-missing-heading" data-part="missing-heading">
        {checkoutMessages.completeMissingInformation}
      </p>
      {missingFields.map((field) => (
        <Field
          key={field}
          name={field}
          label={fieldLabels[field].label}
          type={fieldLabels[field].type}
          autoComplete={fieldLabels[field].autoComplete}
          value={values[field] ?? ''}
          onChange={(text) => setValues((previous) => ({ ...previous, [field]: text }))}
        />
      ))}
      <button type="submit" data-part="update-order" disabled={!isComplete || isUpdatingOrder}>
        {checkoutMessages.updateOrder}
      </button>
    </form>
  );
}
