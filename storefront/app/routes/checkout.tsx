// /Checkout and /checkout (spec 3 §2.1, §2.6, §4.4): a new order from the session's cart; /Checkout/{orderGuid}
// (§2.7, §4.5) pays an existing order or payment link (lib/existingOrderCheckout.server.ts). The loader reads the
// fresh checkout state, the payment methods and, for a customer, the store credit; with nothing to check out it
// goes home. The card fields come from the card provider's own origin (CARD_PROVIDER_ORIGIN, started with the store
// when unset), so no card data passes through this page. DeferredCheckout keeps the address collector out of the
// route's first download (issue 15's 40 kB budget) and loads it as the page becomes interactive.
import { toCheckoutState, toPaymentMethod, toShippingOption, toShoppingCart } from '@rigkit/api-client/mappers';
import type { ShoppingCart } from '@rigkit/domain/cart';
import { ORDER_CONFIRMED_PATH } from '@rigkit/domain/checkout';
import type { ShippingOption } from '@rigkit/domain/shipping';
import { DeferredCheckout } from '@rigkit/react/Checkout';
import { CheckoutUpsells } from '@rigkit/react/CheckoutUpsells';
import { useEffect, useState } from 'react';
import { data, redirect, useNavigate, useRevalidator } from 'react-router';
import type { Route } from './+types/checkout';
import { serverApi } from '../lib/api.server.ts';
import { addOneItemToCart } from '../lib/cart.client.ts';
import { checkoutServices } from '../lib/checkoutServices.ts';
import { checkoutUpsells } from '../lib/checkoutUpsells.server.ts';
import { createHostedCardFields } from '../lib/hostedCardFields.ts';
import { loadExistingOrderCheckout } from '../lib/existingOrderCheckout.server.ts';
import { createPayPalStarter, payPalReturnOf } from '../lib/payPalRedirect.ts';
import { pageMeta } from '../lib/meta.ts';
import { shopperSession } from '../lib/session.server.ts';
// The sheets of what this page draws (root.tsx has the frame's): a page carries only its own rules.
import '../theme/pages/checkout.css';

const emptyCart: ShoppingCart = { ShoppingCartItems: [], ShippingOptions: [], ContainsB2B: false, CartFlags: [], ShoppingCartPromotions: [] };
const noShippingOptions: ShippingOption[] = [];

export async function loader(args: Route.LoaderArgs) {
  const { client } = serverApi(args);
  const signal = args.request.signal;
  const orderGuid = args.params.orderGuid;
  if (orderGuid) return existingOrderLoader(args, orderGuid);
  const [fresh, methods, session] = await Promise.all([
    client.GET('/session/fetchFreshCheckoutState', { signal }),
    client.GET('/fetchPaymentMethodsForCustomer', { signal }),
    shopperSession(args),
  ]);
  const checkout = fresh.data.data;
  // No checkout state: nothing to buy, so home (spec 3 §4.4).
  if (!checkout?.CheckoutState) throw redirect('/');
  const preferences = session?.CustomerSessionPreferences;
  const storeCredit = preferences?.IsLoggedIn ? ((await client.GET('/fetchStoreCredit', { signal })).data.data ?? null) : null;
  const upsells = await checkoutUpsells(client, checkout.ShoppingCart?.ShoppingCartItems ?? [], signal);
  return {
    // The contract marks most fields optional; the mappers give the domain's types their "not given" values.
    checkout: toCheckoutState(checkout.CheckoutState),
    cart: checkout.ShoppingCart ? toShoppingCart(checkout.ShoppingCart) : emptyCart,
    shippingOptions: (checkout.ShippingOptionsForCart ?? []).map(toShippingOption),
    paymentMethods: (methods.data.data ?? []).map(toPaymentMethod),
    storeCredit,
    usesTotp: preferences?.UsesTotp ?? false,
    cardProviderOrigin: process.env['CARD_PROVIDER_ORIGIN'] ?? null,
    existingOrder: null,
    payPalReturn: payPalReturnOf(new URL(args.request.url)),
    upsells,
  };
}

/** /Checkout/{orderGuid}: an existing order or payment link (spec 3 §2.7); an unavailable link answers 404 with its message. */
async function existingOrderLoader(args: Route.LoaderArgs, orderGuid: string) {
  const { client } = serverApi(args);
  const signal = args.request.signal;
  const [existing, methods, session] = await Promise.all([
    loadExistingOrderCheckout(client, orderGuid, signal),
    client.GET('/fetchPaymentMethodsForCustomer', { signal }),
    shopperSession(args),
  ]);
  const preferences = session?.CustomerSessionPreferences;
  const storeCredit = existing.document && preferences?.IsLoggedIn ? ((await client.GET('/fetchStoreCredit', { signal })).data.data ?? null) : null;
  const payload = {
    checkout: existing.checkout,
    cart: existing.cart,
    shippingOptions: noShippingOptions,
    paymentMethods: (methods.data.data ?? []).map(toPaymentMethod),
    storeCredit,
    usesTotp: preferences?.UsesTotp ?? false,
    cardProviderOrigin: process.env['CARD_PROVIDER_ORIGIN'] ?? null,
    existingOrder: { document: existing.document, missingFields: existing.missingFields },
    payPalReturn: payPalReturnOf(new URL(args.request.url)),
    // Paying an order already placed: nothing is offered to add to it here (designed).
    upsells: [],
  };
  return existing.document ? payload : data(payload, { status: 404 });
}

/** A next-component path replaces the confirmation when present (spec 3 §2.1); only a plain segment is followed. */
function afterOrderPath(url: string, nextComponent: string | undefined): string {
  return nextComponent && /^[A-Za-z0-9_-]+$/.test(nextComponent) && url.startsWith(ORDER_CONFIRMED_PATH) ? `/${nextComponent}` : url;
}

export function meta(args: Route.MetaArgs) {
  return [...pageMeta(args, { title: 'Checkout', description: 'Check out: contact details, delivery or click and collect, and payment.', canonicalPath: '/Checkout' }), { name: 'robots', content: 'noindex' }];
}

export default function CheckoutPage({ loaderData, params }: Route.ComponentProps) {
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const [cardProvider] = useState(() => (loaderData.cardProviderOrigin ? createHostedCardFields(loaderData.cardProviderOrigin) : undefined));
  // PayPal's approve page is the redirect provider's, served beside the card fields (designed: one sandbox origin).
  const [services] = useState(() => (loaderData.cardProviderOrigin ? { ...checkoutServices, startPayPal: createPayPalStarter(loaderData.cardProviderOrigin) } : checkoutServices));
  // Back from PayPal: the answer is read once; a reload must not submit it again.
  useEffect(() => {
    if (loaderData.payPalReturn) window.history.replaceState(window.history.state, '', window.location.pathname);
  }, [loaderData.payPalReturn]);
  return (
    <section className="checkout-page">
      <h1 className="page-heading">Checkout</h1>
      <DeferredCheckout.Root
        className="checkout"
        checkout={loaderData.checkout}
        cart={loaderData.cart}
        shippingOptions={loaderData.shippingOptions}
        paymentMethods={loaderData.paymentMethods}
        storeCredit={loaderData.storeCredit}
        usesTotp={loaderData.usesTotp}
        services={services}
        upsells={
          <CheckoutUpsells
            items={loaderData.upsells}
            onAdd={async (inventoryItemId) => {
              await addOneItemToCart(inventoryItemId, 'peopleAlsoBought');
              // The loader reads the cart again: the summary, the total and the upsells follow it.
              await revalidator.revalidate();
            }}
          />
        }
        {...(cardProvider ? { cardProvider } : {})}
        {...(loaderData.payPalReturn ? { payPalReturn: loaderData.payPalReturn } : {})}
        {...(loaderData.existingOrder ? { existingOrder: loaderData.existingOrder } : {})}
        onNavigate={(url) => {
          // The header's cart count is the root loader's: read it again on the way to the confirmation.
          void Promise.resolve(navigate(afterOrderPath(url, params.nextComponent))).then(() => revalidator.revalidate());
        }}
      />
    </section>
  );
}
