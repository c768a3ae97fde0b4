// fetchUberAvailability through HTTP on the seeded stores and streets (PGlite, and PostgreSQL with DATABASE_URL).
// The test clock is Sunday 22 November 2026, 13:00 in Perth (16:00 in Melbourne).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/testApp.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ items: 150 });
}, 120_000);
afterAll(async () => t.close());

const session = 'bc1f3c2a-8d4e-4f6a-9b7c-2e1d0a3f4c5b';
type Quote = { ShippingMethodId: number; TimeSlots: { quoteDate: string; timeRange: { webDisplayString: string; start: string; end: string }[] }[] };
const quote = async (ShippingAddress: Record<string, unknown>) => t.call('POST', '/fetchUberAvailability', { session, body: { ShippingAddress } });

describe('fetchUberAvailability', () => {
  it('gives a Perth CBD address two-hour windows from the next opening of the nearest store, in Perth time', async () => {
    const result = await quote({ StreetAddressLine1: '12 Hay St', StreetAddressLine2: null, Suburb: 'Perth', State: 'WA', Postcode: '6000' });
    expect(result.status).toBe(200);
    const data = result.body.data as Quote;
    expect(data.ShippingMethodId).toBe(15);
    // Sunday's last window (2pm to 4pm) starts within two hours of now: Monday is the first day.
    expect(data.TimeSlots.map((slot) => slot.quoteDate)).toEqual(['2026-11-23', '2026-11-24', '2026-11-25', '2026-11-26']);
    expect(data.TimeSlots[0]?.timeRange[0]).toEqual({ webDisplayString: '9:00am - 11:00am', start: '2026-11-23T09:00:00+08:00', end: '2026-11-23T11:00:00+08:00' });
  });

  it('writes Melbourne windows in daylight time', async () => {
    const data = (await quote({ StreetAddressLine1: '100 Collins St', Suburb: 'Melbourne', State: 'VIC', Postcode: '3000' })).body.data as Quote;
    expect(data.TimeSlots[0]?.timeRange[0]?.start).toBe('2026-11-23T09:00:00+11:00');
  });

  it.each([
    ['far from every store', { StreetAddressLine1: '5 Victoria St', Suburb: 'Bunbury', State: 'WA', Postcode: '6230' }],
    ['a PO box', { StreetAddressLine1: 'PO Box 1234', Suburb: 'West Perth', State: 'WA', Postcode: '6872' }],
    ['a suburb nobody knows', { StreetAddressLine1: '1 Main Rd', Suburb: 'Nowhere', State: 'WA', Postcode: '6999' }],
  ])('has no windows for an address %s', async (_case, address) => {
    const result = await quote(address);
    expect(result.status).toBe(200);
    expect((result.body.data as Quote).TimeSlots).toEqual([]);
  });

  it('answers 404 in the envelope for a state without the service, and 400 for an address without a suburb', async () => {
    const nsw = await quote({ StreetAddressLine1: '1 George St', Suburb: 'Sydney', State: 'NSW', Postcode: '2000' });
    expect(nsw.status).toBe(404);
    expect(nsw.body.errors[0]?.ErrorText).toBe('Same-day delivery is not offered in this state');
    expect((await quote({ StreetAddressLine1: '1 Hay St', State: 'WA', Postcode: '6000' })).status).toBe(400);
  });
});
