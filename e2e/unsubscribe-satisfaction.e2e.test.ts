// Unsubscribe and satisfaction (spec 3 §2.11, §2.12, §5.6, §8) in Chromium against the store as `npm start` serves
// it: the pages the links at the foot of the store's e-mails open, used without logging in.
import type { Page } from 'playwright-core';
import { beforeEach, describe, expect, it } from 'vitest';
import { unsubscribeLink } from '../packages/server/src/account/unsubscribe.ts';
import { usePagePerTest } from './browser.ts';
import { expectNoAxeViolations, openStore, roundTrip } from './shopper.ts';

const session = usePagePerTest();
let page: Page;
beforeEach(() => {
  ({ page } = session);
});

describe('unsubscribe', () => {
  it("saves the unsubscribe of the e-mail's own link, with Block all marketing emails", async () => {
    await openStore(page, unsubscribeLink('sam.lee@example.com.au', 'Newsletter'));
    await page.getByText('Stop these e-mails to sam.lee@example.com.au.').waitFor();
    await expectNoAxeViolations(page, 'main');
    await page.getByRole('checkbox', { name: 'Block all marketing emails' }).check();
    await page.getByRole('button', { name: 'Unsubscribe' }).click();
    await page.getByRole('status').filter({ hasText: 'Your unsubscribe request has been saved. It may take up to 5 days for this to take effect.' }).waitFor(roundTrip);
  });

  it('refuses a link changed to another address, and says to send the request to operations', async () => {
    const forged = unsubscribeLink('sam.lee@example.com.au', 'Newsletter').replace('sam.lee', 'mia.nguyen');
    await openStore(page, forged);
    await page.getByRole('button', { name: 'Unsubscribe' }).click();
    await page.getByRole('alert').filter({ hasText: 'Please e-mail operations@rigkit.example with this request' }).waitFor(roundTrip);
    expect(await page.getByRole('button', { name: 'Unsubscribe' }).isEnabled()).toBe(true);
  });
});

describe('satisfaction', () => {
  it('sends stars and feedback about the order the link names, by keyboard, and says thank you', async () => {
    await openStore(page, '/satisfaction?from=mia.nguyen%40example.com.au&to=osbornepark%40example.com.au&salesOrderId=331001');
    await page.getByText('About order SO-331001').waitFor();
    await expectNoAxeViolations(page, 'main');
    await page.getByRole('radio', { name: '1 star', exact: true }).focus();
    // Arrow keys move a radio group's choice, as a star rating should.
    for (let press = 0; press < 3; press += 1) await page.keyboard.press('ArrowRight');
    expect(await page.getByRole('radio', { name: '4 stars' }).isChecked()).toBe(true);
    await page.getByRole('button', { name: 'Send Feedback' }).click();
    await page.getByRole('alert').filter({ hasText: 'Feedback is empty' }).waitFor();
    await page.getByRole('textbox', { name: 'Your feedback' }).fill('Friendly staff at Osborne Park.');
    await page.getByRole('button', { name: 'Send Feedback' }).click();
    await page.getByRole('status').filter({ hasText: 'Thank you !' }).waitFor(roundTrip);
    await expectNoAxeViolations(page, 'main');
  });
});
