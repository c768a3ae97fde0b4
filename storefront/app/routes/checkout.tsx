// /Checkout and /checkout (spec 3 §2.1, §2.6, §4.4): a new order from the session's cart. The loader reads the
// fresh checkout state, the payment methods and, for a customer, the store credit; with nothing to check out it
// goes home. The card fields come from the card provider's own origin (CARD_PROVIDER_ORIGIN, started with the store
// when unset), so no card data passes through this page.
import type { ShoppingCart } from '@rigkit/domain/cart';
import type { CheckoutState } from '@rigkit/domain/checkout';
import type { PaymentMethod } from '@rigkit/domain/payments';
import type { ShippingOption } from '@rigkit/domain/shipping';
import { Checkout } from '@rigkit/react/Checkout';
import { CheckoutUpsells } from '@rigkit/react/CheckoutUpsells';
import { useState } from 'react';
import { redirect, useNavigate, useRevalidator } from 'react-router';
import type { Route } from './+types/checkout';
import { serverApi } from '../lib/api.server.ts';
import { addOneItemToCart } from '../lib/cart.client.ts';
import { checkoutServices } from '../lib/checkoutServices.ts';
import { checkoutUpsells } from '../lib/checkoutUpsells.server.ts';
import { createHostedCardFields } from '../lib/hostedCardFields.ts';
import { pageMeta } from '../lib/meta.ts';
import { shopperSession } from '../lib/session.server.ts';

export async function loader(args: Route.LoaderArgs) {
  const { client } = serverApi(args);
  const signal = args.request.signal;
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
    // The reference server fills every field the domain's types require; the contract marks most optional, so
    // these are read as the domain's types (the contract-to-domain mappers of issue 13 will take this over).
    checkout: checkout.CheckoutState as CheckoutState,
    cart: checkout.ShoppingCart as unknown as ShoppingCart,
    shippingOptions: (checkout.ShippingOptionsForCart ?? []) as ShippingOption[],
    paymentMethods: (methods.data.data ?? []) as PaymentMethod[],
    storeCredit,
    usesTotp: preferences?.UsesTotp ?? false,
    cardProviderOrigin: process.env['CARD_PROVIDER_ORIGIN'] ?? null,
    upsells,
  };
}

export function meta(args: Route.MetaArgs) {
  return [...pageMeta(args, { title: 'Checkout', description: 'Check out: contact details, delivery or click and collect, and payment.', canonicalPath: '/Checkout' }), { name: 'robots', content: 'noindex' }];
}

export default function CheckoutPage({ loaderData }: Route.ComponentProps) {
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const [cardProvider] = useState(() => (loaderData.cardProviderOrigin ? createHostedCardFields(loaderData.cardProviderOrigin) : undefined));
  return (
    <section className="checkout-page">
      <h1 className="page-heading">Checkout</h1>
      <Checkout.Root
        className="checkout"
        checkout={loaderData.checkout}
        cart={loaderData.cart}
        shippingOptions={loaderData.shippingOptions}
        paymentMethods={loaderData.paymentMethods}
        storeCredit={loaderData.storeCredit}
        usesTotp={loaderData.usesTotp}
        services={checkoutServices}
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
        onNavigate={(url) => {
          // The header's cart count is the root loader's: read it again on the way to the confirmation.
          void Promise.resolve(navigate(url)).then(() => revalidator.revalidate());
        }}
      />
    </section>
  );
}
