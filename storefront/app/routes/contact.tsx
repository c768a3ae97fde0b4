// /Contact and /Contact/{store name with spaces removed} (spec 1 §2): the contact form with its store drop-down
// ("You are contacting {store}@{host}"); a store's page shows its card above the form with that store chosen.
// A logged-in customer finds their name and e-mail filled in (spec 1 §6). /Contact keeps the CMS's own contact page
// (lookupWebpage, the stores by state) above the form: the form is the widget that CMS page carries.
import type { ContactOption } from '@rigkit/domain/stores';
import { contactStoreOptions, storeForDisplay } from '@rigkit/domain/stores';
import { ContactForm, defaultContactMailHost } from '@rigkit/react/ContactForm';
import type { Route } from './+types/contact';
import { CmsHtml } from '../components/CmsHtml.tsx';
import { serverApi } from '../lib/api.server.ts';
import { sanitiseCmsHtml } from '../lib/cms.server.ts';
import { pageMeta } from '../lib/meta.ts';
import { notFound } from '../lib/notFound.ts';
import { sendContact } from '../lib/engagement.client.ts';
import { shopperSession } from '../lib/session.server.ts';
import { storesAndShopper } from '../lib/stores.server.ts';
// The sheets of what this page draws (root.tsx has the frame's): a page carries only its own rules.
import '../theme/pages/contact.css';

const squash = (name: string) => name.replaceAll(' ', '').toLowerCase();

async function contactWebpage(args: Route.LoaderArgs) {
  const { data } = await serverApi(args).client.POST('/lookupWebpage', { body: { pageUrl: '/Contact' }, signal: args.request.signal });
  return data.data ? sanitiseCmsHtml(data.data.HtmlText) : null;
}

export async function loader(args: Route.LoaderArgs) {
  const [{ stores }, session, cmsHtml] = await Promise.all([
    storesAndShopper(args),
    shopperSession(args),
    // The store pages have their own card; a CMS page that is missing or failing leaves the form on its own.
    args.params.store === undefined ? contactWebpage(args).catch(() => null) : Promise.resolve(null),
  ]);
  const requested = args.params.store;
  // The address is the store's name without spaces, as it is written or as its card shows it (Dandenong).
  const store = requested === undefined ? undefined : stores.find((candidate) => squash(candidate.StoreName) === squash(requested) || squash(storeForDisplay(candidate).StoreName) === squash(requested));
  if (requested !== undefined && !store) notFound();
  const option = store ? contactStoreOptions.find((name) => squash(name) === squash(store.StoreName)) : undefined;
  const preferences = session?.CustomerSessionPreferences;
  const customerName = preferences?.IsLoggedIn ? [preferences.FirstName, preferences.LastName].filter(Boolean).join(' ') : '';
  return {
    card: store ? storeForDisplay(store) : undefined,
    cmsHtml,
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
  const { card, storeName, customer, cmsHtml } = loaderData;
  return (
    <article className="contact-page">
      <h1 className="page-heading">{card ? card.StoreName : 'Contact us'}</h1>
      <CmsHtml html={cmsHtml} className="content-page__html" />
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
