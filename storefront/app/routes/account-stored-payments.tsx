// /account/storedpayments (spec 3 §2.9, §4.8, §6; issue 16 item 6): the customer's stored cards and a new one typed
// into the card provider's own fields (CARD_PROVIDER_ORIGIN, as at checkout), stored with storeCard. Without
// two-factor the widget says it must be enabled; the list is then not asked for.
import { StoredPayments } from '@rigkit/react/StoredPayments';
import { useState } from 'react';
import type { Route } from './+types/account-stored-payments';
import { browserApi } from '../lib/api.client.ts';
import { serverApi } from '../lib/api.server.ts';
import { createHostedCardFields } from '../lib/hostedCardFields.ts';
import { shopperSession } from '../lib/session.server.ts';

export async function loader(args: Route.LoaderArgs) {
  const preferences = (await shopperSession(args))?.CustomerSessionPreferences;
  const isLoggedIn = preferences?.IsLoggedIn ?? false;
  const usesTotp = preferences?.UsesTotp ?? false;
  const cards = isLoggedIn && usesTotp ? ((await serverApi(args).client.GET('/fetchStoredCardList', { signal: args.request.signal })).data.data ?? []) : [];
  return { isLoggedIn, usesTotp, cards, cardProviderOrigin: process.env['CARD_PROVIDER_ORIGIN'] ?? null };
}

export default function AccountStoredPayments({ loaderData }: Route.ComponentProps) {
  const [cardProvider] = useState(() => (loaderData.cardProviderOrigin ? createHostedCardFields(loaderData.cardProviderOrigin, 'storedCard') : undefined));
  return (
    <section className="account-section" aria-labelledby="stored-payments-heading">
      <h2 id="stored-payments-heading">Stored Payments</h2>
      <StoredPayments
        isLoggedIn={loaderData.isLoggedIn}
        usesTotp={loaderData.usesTotp}
        cards={loaderData.cards}
        {...(cardProvider ? { cardProvider } : {})}
        onStoreCard={async (card) => {
          const { data } = await browserApi().POST('/storeCard', { body: card });
          if (!data.data) throw new Error('The card was not stored');
          return data.data;
        }}
      />
    </section>
  );
}
