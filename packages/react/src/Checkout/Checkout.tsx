// The checkout (spec 3 §2.6, §4.4; an existing order or payment link §2.7, §4.5) as compound parts: Root holds the
// step machine and renders the default parts when it has no children; Contact, Delivery, Payment, Summary and Errors
// can be placed by the host instead. Unstyled: the root carries data-step, each step data-state (upcoming, active,
// complete). Every part is here at first render; DeferredCheckout loads the address collector after first paint.
import { AddressCollector } from '../AddressCollector/AddressCollector.tsx';
import { CheckoutPartsContext, type CheckoutParts } from './checkoutParts.ts';
import { CheckoutRoot, Errors, type CheckoutRootProps } from './CheckoutRoot.tsx';
import { ContactStep } from './ContactStep.tsx';
import { DeliveryStep } from './DeliveryStep.tsx';
import { MissingInformation, OrderDetails } from './ExistingOrder.tsx';
import { OrderSummary } from './OrderSummary.tsx';
import { PaymentStep } from './PaymentStep.tsx';

export type { CheckoutRootProps } from './CheckoutRoot.tsx';

const parts: CheckoutParts = { AddressCollector };

function Root(props: CheckoutRootProps) {
  return (
    <CheckoutPartsContext value={parts}>
      <CheckoutRoot {...props} />
    </CheckoutPartsContext>
  );
}

export const Checkout = { Root, Contact: ContactStep, Delivery: DeliveryStep, Payment: PaymentStep, Summary: OrderSummary, Errors, OrderDetails, MissingInformation };
