// The checkout for a page that counts its first download (the storefront's /Checkout, issue 15: our code ≤ 40 kB
// gzip): the same parts as Checkout, but the address collector (downshift with it, about 14 kB gzip) is not in the
// page's JavaScript. It starts loading as soon as the checkout is on screen, since the delivery step comes next;
// a shopper who lands on that step sees "Loading the address form…" until it arrives (designed).
import { useMemo } from 'react';
import { lazyPart, useLazyPart } from '../internal/lazyPart.ts';
import { CheckoutPartsContext, type CheckoutParts } from './checkoutParts.ts';
import { CheckoutRoot, Errors, type CheckoutRootProps } from './CheckoutRoot.tsx';
import { ContactStep } from './ContactStep.tsx';
import { DeliveryStep } from './DeliveryStep.tsx';
import { MissingInformation, OrderDetails } from './ExistingOrder.tsx';
import { OrderSummary } from './OrderSummary.tsx';
import { PaymentStep } from './PaymentStep.tsx';

const addressCollector = lazyPart(() => import('../AddressCollector/AddressCollector.tsx'));

function Root(props: CheckoutRootProps) {
  const module = useLazyPart(addressCollector, true);
  const parts = useMemo<CheckoutParts>(() => ({ AddressCollector: module?.AddressCollector ?? null }), [module]);
  return (
    <CheckoutPartsContext value={parts}>
      <CheckoutRoot {...props} />
    </CheckoutPartsContext>
  );
}

export const DeferredCheckout = { Root, Contact: ContactStep, Delivery: DeliveryStep, Payment: PaymentStep, Summary: OrderSummary, Errors, OrderDetails, MissingInformation };
