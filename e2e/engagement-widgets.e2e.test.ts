// Issue 19's remaining engagement widgets end to end, in Chromium against the store as `npm start` serves it: the UGC
// upload (spec 2 §2 §4 §5 §8) with the real clamscan, and the product page's back-in-stock notification
// (createCustomerNotification FreeStock, spec 1 §7). What the shopper sees, the e-mail the server sent after it
// stored the row, and axe.
import { Buffer } from 'node:buffer';
import type { Page } from 'playwright-core';
import { beforeEach, describe, expect, it } from 'vitest';
import { usePagePerTest } from './browser.ts';
import { expectNoAxeViolations, openStore, roundTrip, seededItems, storeUrl } from './shopper.ts';

const session = usePagePerTest();
let page: Page;
beforeEach(() => {
  ({ page } = session);
});

/** A real 1 x 1 PNG. */
const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');
/**
 * The EICAR anti-virus test string (in hex so this file is not itself flagged) after a PNG's bytes: the type check
 * by content passes it (a bare EICAR file would be refused as "Content type not permitted" before any scan), so it
 * is the virus scan that must refuse it.
 */
const eicar = Buffer.from('58354f2150254041505b345c505a58353428505e2937434329377d2445494341522d5354414e444152442d414e544956495255532d544553542d46494c452124482b482a', 'hex');
const pngCarryingEicar = Buffer.concat([png, eicar]);

const fileRow = (name: string) => page.locator('[data-part="file"]', { hasText: name });

describe('UGC upload (/ShareYourContent)', () => {
  it('accepts a photo, refuses the EICAR test file at the virus scan, and sends the submission', async () => {
    await openStore(page, '/ShareYourContent');
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe('Share your content');
    await page.getByRole('textbox', { name: 'Your name' }).fill('Mia Nguyen');
    await page.getByRole('textbox', { name: 'Email' }).fill('mia.nguyen.ugc@example.com.au');
    await page.getByRole('textbox', { name: 'Description' }).fill('My white Lian Li build on the desk');
    await page.getByLabel('Photos').setInputFiles([
      { name: 'My Build #1.png', mimeType: 'image/png', buffer: png },
      { name: 'eicar.png', mimeType: 'image/png', buffer: pngCarryingEicar },
    ]);
    await fileRow('customer-ugc-MyBuild1.png').getByText('Uploaded').waitFor(roundTrip);
    await fileRow('customer-ugc-eicar.png').getByText('Error saving uploaded image. The file did not pass the virus scan').waitFor(roundTrip);
    await expectNoAxeViolations(page, '[data-rigkit="ugc-upload"]');

    // A refused file holds the submission back until it is removed (spec 2 §4).
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByRole('alert').textContent()).resolves.toBe('Please remove the files that could not be uploaded');
    await page.getByRole('button', { name: 'Remove customer-ugc-eicar.png' }).click();
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.getByText('Thank you for your submission. We will be in touch if we use your content.').waitFor(roundTrip);
    await expectNoAxeViolations(page, '[data-rigkit="ugc-upload"]');

    await page.goto(`${storeUrl}/dev/outbox`);
    const mail = (await page.locator('article', { hasText: 'mia.nguyen.ugc@example.com.au' }).first().textContent()) ?? '';
    expect(mail).toContain('marketing@rigkit.example');
    expect(mail).toContain('My white Lian Li build on the desk');
    expect(mail).toContain('customer-ugc-MyBuild1.png');
    expect(mail).not.toContain('customer-ugc-eicar.png');
  });

  it('refuses a bare EICAR file by its content before the scan; with nothing left it asks for a description', async () => {
    await openStore(page, '/ShareYourContent');
    await page.getByLabel('Photos').setInputFiles({ name: 'eicar.com.png', mimeType: 'image/png', buffer: eicar });
    await fileRow('customer-ugc-eicar.com.png').getByText('Error saving uploaded image. Content type not permitted').waitFor(roundTrip);
    await page.getByRole('button', { name: 'Remove customer-ugc-eicar.com.png' }).click();
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByRole('alert').textContent()).resolves.toBe('Please provide a description or enter some text');
  });
});

describe('back-in-stock notification on a product page', () => {
  it('a sold-out item offers it; the shopper asks to be notified and sees the confirmation', async () => {
    const item = seededItems.am5Cpu;
    await openStore(page, `/Products/${item.id}`);
    const notice = page.getByRole('region', { name: "Get notified when it's back in stock" });
    await notice.waitFor(roundTrip);
    await notice.getByRole('textbox', { name: 'Email' }).fill('sam.lee.stock@example.com.au');
    await notice.getByRole('textbox', { name: 'Mobile (optional)' }).fill('0412 345 678');
    await notice.getByRole('button', { name: 'Notify me' }).click();
    await notice.getByText("Thanks! We'll let you know when it's in stock.").waitFor(roundTrip);
    await expectNoAxeViolations(page, '.product-page__notify');

    // The server stores the row, then e-mails the confirmation (and deletes the row if it cannot): the e-mail shows it is kept.
    await page.goto(`${storeUrl}/dev/outbox`);
    const mail = (await page.locator('article', { hasText: 'sam.lee.stock@example.com.au' }).first().textContent()) ?? '';
    expect(mail).toContain(`${item.description} back in stock`);
  });

  it('an item in stock does not offer it', async () => {
    await openStore(page, `/Products/${seededItems.mousepad.id}`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    await expect(page.getByRole('region', { name: "Get notified when it's back in stock" }).count()).resolves.toBe(0);
  });
});

describe('local business application (/LocalBusiness)', () => {
  it('a bad ABN gets the spec messages; a complete application with the keyboard says "Thank you for your application"', async () => {
    await openStore(page, '/LocalBusiness');
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe('Local business application');
    const values: [string, string][] = [
      ['Business name', 'Dandenong Print Co'],
      ['ABN', '5182475355'],
      ['Website', 'dandenongprint.com.au'],
      ['Contact name', 'Jane Citizen'],
      ['Email', 'jane.citizen.lba@example.com.au'],
      ['Phone', '(03) 9555-1234'],
      ['Address', '12 Frankston Road'],
      ['Suburb', 'Dandenong South'],
    ];
    await page.getByRole('textbox', { name: 'Business name' }).focus();
    for (const [, value] of values) {
      await page.keyboard.type(value);
      await page.keyboard.press('Tab');
    }
    // The state is Victoria and locked (disabled, so Tab goes past it to the postcode).
    await expect(page.getByRole('textbox', { name: 'State' }).inputValue()).resolves.toBe('Victoria');
    await page.keyboard.type('3175');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('alert').textContent()).resolves.toBe('Please fill in all required fields correctly.');
    await expect(page.getByText('ABN must be 11 numbers').isVisible()).resolves.toBe(true);
    await expectNoAxeViolations(page, '[data-rigkit="local-business-application"]');

    await page.getByRole('textbox', { name: 'ABN' }).fill('51 824 753 556');
    await page.getByRole('button', { name: 'Apply now' }).click();
    await page.getByText('Thank you for your application').waitFor(roundTrip);
    await expectNoAxeViolations(page, '[data-rigkit="local-business-application"]');

    // Stored with the contact messages and mailed to the sales team (sendContactForm, spec 1 §7).
    await page.goto(`${storeUrl}/dev/outbox`);
    const mail = (await page.locator('article', { hasText: 'jane.citizen.lba@example.com.au' }).first().textContent()) ?? '';
    expect(mail).toContain('sales@rigkit.example');
    expect(mail).toContain('Local business application: Dandenong Print Co');
    expect(mail).toContain('ABN: 51 824 753 556');
  });
});

describe('Instagram tiles and build-guide videos (/Community)', () => {
  it('shows the seeded posts and posters, and a pressed poster becomes the privacy-enhanced player', async () => {
    // The player's address is YouTube's; the test answers it with a local page, so nothing leaves the machine.
    const playerRequests: string[] = [];
    await page.route('https://www.youtube-nocookie.com/**', async (route) => {
      playerRequests.push(route.request().url());
      await route.fulfill({ contentType: 'text/html', body: '<!doctype html><html lang="en"><title>Player</title><body><p>Local player</p></body></html>' });
    });
    await openStore(page, '/Community');
    const tiles = page.getByRole('list', { name: 'Instagram posts' }).getByRole('link');
    await expect(tiles.count()).resolves.toBe(8);
    await expect(tiles.first().getAttribute('href')).resolves.toBe('https://www.instagram.com/p/C1a2B3c4D5e/');
    // The drawn pictures load from this server.
    await expect.poll(() => page.locator('[data-rigkit="instagram-tiles"] img').first().evaluate((image: HTMLImageElement) => image.naturalWidth), roundTrip).toBeGreaterThan(0);
    await expect(page.locator('[data-rigkit="youtube-playlist"] iframe').count()).resolves.toBe(0);
    expect(playerRequests).toEqual([]);
    await expectNoAxeViolations(page, 'main');

    const play = page.getByRole('button', { name: 'Play RTX 5070 Ti build guide' });
    await play.focus();
    await page.keyboard.press('Enter');
    const player = page.getByTitle('RTX 5070 Ti build guide (YouTube video)');
    await player.waitFor(roundTrip);
    await expect(player.getAttribute('src')).resolves.toBe('https://www.youtube-nocookie.com/embed/rk5070tibld?autoplay=1&rel=0');
    await page.frameLocator('iframe[title="RTX 5070 Ti build guide (YouTube video)"]').getByText('Local player').waitFor(roundTrip);
    expect(playerRequests).toHaveLength(1);
  });
});

describe('CMS pages carrying widgets (issue 19 item 8)', () => {
  it('/SpecialOrderItems renders its CMS text and the contact form its slot names, which sends to Sales', async () => {
    const response = await openStore(page, '/SpecialOrderItems');
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe('Special order items');
    await expect(page.getByText("Can't find a part?").isVisible()).resolves.toBe(true);
    const form = page.locator('[data-rigkit="contact-form"]');
    await form.getByText('You are contacting sales@rigkit.example').waitFor(roundTrip);
    await form.getByRole('textbox', { name: 'Name' }).fill('Sam Lee');
    await form.getByRole('textbox', { name: 'Email' }).fill('sam.lee.special@example.com.au');
    await form.getByRole('textbox', { name: 'Message' }).fill('Please order two Noctua NH-D15 G2 coolers.');
    await form.getByRole('button', { name: 'Send Enquiry' }).click();
    await page.getByText('Your message was sent successfully.').waitFor(roundTrip);
    await expectNoAxeViolations(page, 'main');

    await page.goto(`${storeUrl}/dev/outbox`);
    const mail = (await page.locator('article', { hasText: 'sam.lee.special@example.com.au' }).first().textContent()) ?? '';
    expect(mail).toContain('sales@rigkit.example');
  });

  it.each([
    ['/TermsConditions', 'Terms and conditions'],
    ['/Privacy', 'Privacy policy'],
  ])('%s renders its page', async (path, title) => {
    const response = await openStore(page, path);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe(title);
  });
});
