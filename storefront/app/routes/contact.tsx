// /Contact and /Contact/{store name with spaces removed} (spec 1 §2): the contact form with its store drop-down
// ("You are contacting {store}@{host}"); a store's page shows its card above the form with that store chosen.
// A logged-in customer finds their name and e-mail filled in (spec 1 §6).
import type { ContactOption } from '@rigkit/domain/stores';
import { contactStoreOptions, storeForDisplay } from '@rigkit/domain/stores';
import { ContactForm, defaultContactMailHost } from '@rigkit/react/ContactForm';
import type { Route } from './+types/contact';
import { pageMeta } from '../lib/meta.ts';
import { notFound } from '../lib/notFound.ts';
import { sendContact } from '../lib/engagement.client.ts';
import { shopperSession } from '../lib/session.server.ts';
import { storesAndShopper } from '../lib/stores.server.ts';

const squash = (name: string) => name.replaceAll(' ', '').toLowerCase();

export async function loader(args: Route.LoaderArgs) {
  const [{ stores }, session] = await Promise.all([storesAndShopper(args), shopperSession(args)]);
  const requested = args.params.store;
  // The address is the store's name without spaces, as it is written or as its card shows it (Dandenong).
  const store = requested === undefined ? undefined : stores.find((candidate) => squash(candidate.StoreName) === squash(requested) || squash(storeForDisplay(candidate).StoreName) === squash(requested));
  if (requested !== undefined && !store) notFound();
  const option = store ? contactStoreOptions.find((name) => squash(name) === squash(store.StoreName)) : undefined;
  const preferences = session?.CustomerSessionPreferences;
  const customerName = preferences?.IsLoggedIn ? [preferences.FirstName, preferences.LastName].filter(Boolean).join(' ') : '';
  return {
    card: store ? storeForDisplay(store) : undefined,
    storeName: option,
    customer: { customerName, customerEmail: preferences?.IsLoggedIn ? (preferences.EmailAddress ?? '') : '' },
  };
}

export function meta(args: Route.MetaArgs) {
  const card = args.loaderData?.card;
  return pageMeta(args, {
    title: card ? `Contact ${card.StoreName}` : 'Contact us',
    description: card ? `Opening hours, address and enquiries for our ${card.StoreName} store.` : 'Send an enquiry to one of our stores or teams.',
  });
}

export default function ContactPage({ loaderData }: Route.ComponentProps) {
  const { card, storeName, customer } = loaderData;
  return (
    <article className="contact-page">
      <h1 className="page-heading">{card ? card.StoreName : 'Contact us'}</h1>
      {card ? (
        <section className="contact-store" aria-label={`About ${card.StoreName}`}>
          {card.note ? <p className="contact-store-note">{card.note}</p> : null}
          <address>
            {card.StreetAddress}, {card.Suburb} {card.State} {card.Postcode}
            <br />
            <a href={`tel:${card.Phone.replace(/[^\d+]/g, '')}`}>{card.Phone}</a>
          </address>
          {card.OpeningHours.length > 0 ? (
            <table>
              <caption>Opening hours</caption>
              <tbody>
                {card.OpeningHours.map((row) => (
                  <tr key={row.Day}>
                    <th scope="row">{row.Day}</th>
                    <td>{row.Hours}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          ) : null}
        </section>
      ) : null}
      <ContactForm
        key={storeName ?? 'any'}
        isStoreSelectable
        host={defaultContactMailHost}
        {...(storeName ? { defaultStoreName: storeName as ContactOption } : {})}
        defaultValues={customer}
        onSend={sendContact}
      />
    </article>
  );
}
