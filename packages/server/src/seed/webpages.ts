// The store's CMS pages (spec 3 §2.1 "content pages by address"): the home and verification pages the specs name,
// and the pages the store itself links to (banners, the footer, knowledge bases, the cart's UV print line), so no
// link of ours ends on the 404 page. Wording is designed; the contact page is drawn from the seeded stores.
import { onlineStoreId } from '@rigkit/domain/stores';
import { seedStores, type SeedStore } from './reference.ts';

const escape = (text: string) => text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

function storeCard(store: SeedStore): string {
  return (
    `<li><h3>${escape(store.store_name)}</h3><p>${escape(store.street_address)}, ${escape(store.suburb)} ${store.state} ${store.postcode}</p>` +
    `<p>Phone <a href="tel:${store.phone.replace(/[^\d]/g, '')}">${escape(store.phone)}</a></p></li>`
  );
}

function contactHtml(): string {
  const shops = seedStores.filter((store) => store.store_id !== onlineStoreId);
  const state = (code: SeedStore['state'], name: string) => `<h2>${name}</h2><ul>${shops.filter((store) => store.state === code).map(storeCard).join('')}</ul>`;
  return (
    '<p>Talk to a technician in store, by phone, or through chat on any page. Online orders are answered by our Wangara team, 8:30 am to 5 pm (AWST) on weekdays.</p>' +
    state('WA', 'Western Australia') +
    state('VIC', 'Victoria')
  );
}

export const seedWebpages = [
  { webpage_id: 1, page_url: '/', page_title: 'Home', meta_description: 'Custom PCs, parts and peripherals, built in Australia.', html_text: '<h1>Custom PCs, built for you</h1><p>Gaming PCs, workstations and parts from our WA and VIC stores.</p>', is_private: false },
  { webpage_id: 992, page_url: '/Verify', page_title: 'Verify your account', meta_description: 'Verify your account by amount.', html_text: '<p>We made a small payment to your card. Enter the exact amount to verify your account.</p>', is_private: false },
  { webpage_id: 1001, page_url: '/Staff/Handbook', page_title: 'Staff handbook', meta_description: 'For logged-in customers only.', html_text: '<p>Members-only content.</p>', is_private: true },
  { webpage_id: 1101, page_url: '/Contact', page_title: 'Contact us', meta_description: 'Our stores in Western Australia and Victoria, their addresses and phone numbers.', html_text: contactHtml(), is_private: false },
  {
    webpage_id: 1102,
    page_url: '/BuyNowPayLater',
    page_title: 'Buy now, pay later',
    meta_description: 'Pay for your order in instalments with Zip or PayPal Pay in 4.',
    html_text:
      '<p>Choose Zip or PayPal at checkout to spread the cost of orders over $29. You are sent to the provider to approve the plan, then back to us to confirm your order.</p>' +
      '<ul><li><strong>Zip</strong>: interest-free instalments; a monthly account fee may apply.</li><li><strong>PayPal Pay in 4</strong>: four fortnightly payments, no interest.</li></ul>' +
      '<p>Approval is up to the provider. Your order is dispatched as soon as the provider confirms it.</p>',
    is_private: false,
  },
  {
    webpage_id: 1103,
    page_url: '/TermsConditions',
    page_title: 'Terms and conditions',
    meta_description: 'The terms of sale for orders placed online and in our stores.',
    html_text:
      '<h2>Prices</h2><p>Prices are in Australian dollars and include GST. A price shown when you place your order is the price you pay.</p>' +
      '<h2>Orders and stock</h2><p>An order is accepted when we send its confirmation. Items on backorder are dispatched when they arrive; you may cancel them before dispatch.</p>' +
      '<h2>Returns</h2><p>Your rights under the Australian Consumer Law are not affected. Faulty items can be returned through your account (Returns) or at any store.</p>',
    is_private: false,
  },
  {
    webpage_id: 1104,
    page_url: '/Privacy',
    page_title: 'Privacy policy',
    meta_description: 'How we collect, use and protect your personal information.',
    html_text:
      '<p>We collect the details you give us to process orders, provide support and, if you agree, send you news. We never hold your card details: payments are taken by our payment provider.</p>' +
      '<p>You can see and correct your details in your account, and unsubscribe from e-mails at any time. We handle personal information under the Australian Privacy Principles.</p>',
    is_private: false,
  },
  {
    webpage_id: 1105,
    page_url: '/Warranty',
    page_title: 'Warranty',
    meta_description: 'Warranty on custom builds, prebuilt PCs and parts.',
    html_text:
      '<p>Custom builds and our prebuilt PCs carry 3 years parts and labour. Parts carry their manufacturer\'s warranty, handled by us: bring or send the part to any store and we deal with the manufacturer.</p>',
    is_private: false,
  },
  {
    webpage_id: 1106,
    page_url: '/UVPrinting',
    page_title: 'UV printing for case panels',
    meta_description: 'Print your own artwork on the glass or steel panels of a custom build.',
    html_text:
      '<p>Put your own artwork, a photo or one of our designs on the side panel of a custom build. We print it in colour, straight onto the glass or steel, and it is covered by the build\'s warranty.</p>' +
      '<p>Choose UV Printing when you customise a build, then design your panel; printing adds one business day to the build.</p>' +
      '<p><a href="/Categories/786/Custom-Build">Browse custom builds</a></p>',
    is_private: false,
  },
  {
    webpage_id: 1107,
    page_url: '/SpecialOrderItems',
    // A fixed GUID: drawing one would move the random stream every later seeded row draws from.
    webpage_guid: '3f0c9a2e-6b1d-4e57-9a8c-1d2e3f4a5b6c',
    page_title: 'Special order items',
    meta_description: 'Ask us to order a part we do not stock.',
    // Carries the contact form (a widget slot, issue 19 item 8), addressed to the sales team.
    html_text:
      '<p>Can\'t find a part? We order from every major Australian distributor. Special order items are not returnable for change of mind, and a deposit may be asked for items over $500.</p>' +
      '<h2>Ask for a part</h2><p>Tell us the make and model, and how many you need; we reply with a price and an ETA within one business day.</p>' +
      '<div data-rigkit-widget="ContactForm" data-store-name="Sales"></div>',
    is_private: false,
  },
];
