// The checkout's root (spec 3 §2.6, §4.4; an existing order or payment link §2.7, §4.5): it holds the step machine
// and renders the default parts when it has no children. Checkout.Root and DeferredCheckout.Root wrap it with the
// heavier parts (checkoutParts.ts), given at once or loaded after first paint.
import type { ReactNode } from 'react';
import { CheckoutContext, useCheckoutContext } from './CheckoutContext.ts';
import { ContactStep } from './ContactStep.tsx';
import { DeliveryStep } from './DeliveryStep.tsx';
import { MissingInformation, OrderDetails } from './ExistingOrder.tsx';
import { OrderSummary } from './OrderSummary.tsx';
import { PaymentStep } from './PaymentStep.tsx';
import { checkoutText } from './messages.ts';
import { useCheckout, type UseCheckoutOptions } from './useCheckout.ts';

export interface CheckoutRootProps extends UseCheckoutOptions {
  /** Class name of the root element. */
  className?: string;
  /** The parts in the host's own layout. @default the steps, the errors and the summary */
  children?: ReactNode;
  /** Shown in the order summary after the total, e.g. `<CheckoutUpsells …/>` (spec 3 §4.7). @default none */
  upsells?: ReactNode;
  /** Today, for the Christmas cut-off notice (spec 3 §2.6). @default the current date */
  today?: Date;
}

export function CheckoutRoot({ className, children, upsells, today, ...options }: CheckoutRootProps) {
  const checkout = useCheckout(options);
  if (!checkout.state) return null;
  return (
    <CheckoutContext value={checkout}>
      <div className={className} data-rigkit="checkout" data-step={checkout.state.step} aria-busy={checkout.state.step === 'submitting'}>
        {children ?? (checkout.state.mode === 'existingOrder' ? <ExistingOrderParts /> : (
          <>
            <div data-part="steps">
              <ContactStep />
              <DeliveryStep />
              <Errors />
              <PaymentStep />
            </div>
            <OrderSummary {...(today ? { today } : {})}>{upsells}</OrderSummary>
          </>
        ))}
      </div>
    </CheckoutContext>
  );
}

/**
 * An existing order or payment link (spec 3 §2.7): the order, its missing information, the errors, payment and the
 * summary; a link that is no longer available shows only its message (the error step, §4.5).
 */
function ExistingOrderParts() {
  const { state } = useCheckoutContext();
  if (state.step === 'error') return <Errors />;
  return (
    <>
      <div data-part="steps">
        <OrderDetails />
        <MissingInformation />
        <Errors />
        <PaymentStep />
      </div>
      <OrderSummary />
    </>
  );
}

/** The error list above Place Order (spec 3 §2.6): what the server or the checkout refused, as an alert. */
export function Errors() {
  const { state } = useCheckoutContext();
  return (
    <div role="alert" data-part="errors">
      {state.errors.length > 0 ? (
        <>
          <p data-part="errors-heading">{checkoutText.errors}</p>
          <ul>
            {state.errors.map((error) => (
              <li key={error}>{error}</li>
            ))}
          </ul>
        </>
      ) : null}
    </div>
  );
}
