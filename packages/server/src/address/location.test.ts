// fetchAddressSuggestions and fetchAddress through HTTP on the seeded streets (PGlite, and PostgreSQL with
// DATABASE_URL).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/testApp.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ items: 150 });
}, 120_000);
afterAll(async () => t.close());

const session = 'ab1f3c2a-8d4e-4f6a-9b7c-2e1d0a3f4c5b';
type Suggestion = { Id: string; Address: string };
const suggest = async (text: string) => {
  const result = await t.call('GET', `/fetchAddressSuggestions/${encodeURIComponent(text)}`, { session, contractPath: '/fetchAddressSuggestions/{text}' });
  expect(result.status).toBe(200);
  return result.body.data as Suggestion[];
};

describe('fetchAddressSuggestions', () => {
  it('suggests the numbered Hay Streets of Perth for "12 Hay", Perth first', async () => {
    const addresses = (await suggest('12 Hay')).map((suggestion) => suggestion.Address);
    expect(addresses.slice(0, 2)).toEqual(['12 Hay St, Perth WA 6000', '12 Hay St, West Perth WA 6005']);
    expect(addresses).toContain('12 Hay St, Subiaco WA 6008');
    expect(addresses.every((address) => address.startsWith('12 Hay'))).toBe(true);
  });

  it('narrows by suburb and finds the long street name', async () => {
    expect((await suggest('100 Chapel Street South Yarra')).map((s) => s.Address)).toEqual(['100 Chapel St, South Yarra VIC 3141']);
    expect((await suggest('1 St Georges Terrace')).map((s) => s.Address)).toEqual(['1 St Georges Tce, Perth WA 6000']);
  });

  it('suggests PO boxes with their post office postcode', async () => {
    expect((await suggest('PO Box 1234 West')).map((s) => s.Address)).toEqual(['PO Box 1234, West Perth WA 6872']);
    expect((await suggest('PO Box 1234 West Perth')).map((s) => s.Address)).toEqual(['PO Box 1234, West Perth WA 6872']);
  });

  it('answers nothing for text that is no address or a number beyond the street', async () => {
    expect(await suggest('zzzz qqqq')).toEqual([]);
    expect(await suggest('99999 Hay St Perth')).toEqual([]);
  });

  it('gives at most 8 suggestions', async () => {
    expect((await suggest('1 street')).length).toBe(8);
  });

  it('refuses 3 characters or fewer with 400 in the envelope (spec 1 §5: more than 3)', async () => {
    const result = await t.call('GET', '/fetchAddressSuggestions/Hay', { session, contractPath: '/fetchAddressSuggestions/{text}' });
    expect(result.status).toBe(400);
    expect(result.body.success).toBe(false);
  });
});

const contractPath = '/fetchAddress/{id}';

describe('fetchAddress', () => {
  it('resolves a picked suggestion into street, suburb, state and postcode', async () => {
    const [first] = await suggest('3/12a Collins St Melbourne');
    expect(first?.Address).toBe('3/12A Collins St, Melbourne VIC 3000');
    const result = await t.call('GET', `/fetchAddress/${first?.Id ?? ''}`, { session, contractPath });
    expect(result.body.data).toEqual({ StreetAddress: '3/12A Collins St', Suburb: 'Melbourne', Postcode: '3000', State: 'VIC' });
  });

  it('resolves a PO box', async () => {
    const [box] = await suggest('GPO Box 77 Perth');
    const result = await t.call('GET', `/fetchAddress/${box?.Id ?? ''}`, { session, contractPath });
    expect(result.body.data).toEqual({ StreetAddress: 'GPO Box 77', Suburb: 'Perth', Postcode: '6848', State: 'WA' });
  });

  it.each(['L999999-12', 'nonsense', 'L1-99999', "L1' OR 1=1"])('answers 404 in the envelope for the unknown Id %j', async (id) => {
    const result = await t.call('GET', `/fetchAddress/${encodeURIComponent(id)}`, { session, contractPath });
    expect(result.status).toBe(404);
    expect(result.body.errors[0]?.ErrorText).toBe('We could not find that address. Please enter it manually.');
  });
});
