// The local AddressProvider: searches the seeded real streets of WA and VIC (migration 0014, seed/addresses.ts).
// A suggestion is a street with the number typed ("12 Hay St, Perth WA 6000"), or the street alone while no number
// is typed; a PO box series needs its number. The Id carries the street row and the number, so fetchAddress needs
// no state between the two calls.
import { sql } from 'kysely';
import type { Db } from '../db/openDatabase.ts';
import type { AddressStreetsTable } from '../db/addressSchema.ts';
import type { AddressProvider, AddressSuggestion, ResolvedAddress } from './addressProvider.ts';
import { numberPrefix, numericPart, parseAddressQuery, type AddressQuery } from './addressQuery.ts';

// Rows read per search before ranking; more than any screen of suggestions needs.
const candidateRows = 60;
const idPattern = /^L(\d{1,6})(?:-(\d{1,6}[A-Z]?))?(?:-U(\d{1,5}[A-Z]?))?$/;

function streetAddress(row: Pick<AddressStreetsTable, 'kind' | 'street_name'>, query: Pick<AddressQuery, 'unit' | 'number'>): string {
  if (query.number === null) return row.street_name;
  return row.kind === 'postal' ? `${row.street_name} ${query.number}` : `${numberPrefix(query)} ${row.street_name}`;
}

function suggestionId(row: Pick<AddressStreetsTable, 'street_id'>, query: Pick<AddressQuery, 'unit' | 'number'>): string {
  return `L${row.street_id}${query.number === null ? '' : `-${query.number}`}${query.unit === null ? '' : `-U${query.unit}`}`;
}

/** A number the row can carry: a street's at most its highest number; a box series always needs one. */
function fits(row: Pick<AddressStreetsTable, 'kind' | 'highest_number'>, query: Pick<AddressQuery, 'unit' | 'number'>): boolean {
  if (query.number === null) return row.kind === 'street';
  if (row.kind === 'postal' && query.unit !== null) return false;
  const value = numericPart(query.number);
  return value >= 1 && value <= row.highest_number;
}

export function createLocalAddressProvider(db: Db): AddressProvider {
  return {
    async suggest(text, limit) {
      const query = parseAddressQuery(text);
      const [first] = query.words;
      if (first === undefined) return [];
      let select = db.selectFrom('address_streets').selectAll();
      // Every word starts a word of the address; words are letters and digits only, so LIKE needs no escaping.
      for (const word of query.words) select = select.where('search_text', 'like', `% ${word}%`);
      const rows = await select.orderBy('street_id').limit(candidateRows).execute();
      // Streets whose name starts with the first word come first ("Hay" before "Hayman Rd"), then by name, then in
      // seed order, which lists the busiest suburbs first (designed: Perth's Hay St before East Perth's).
      const rank = (row: AddressStreetsTable) => {
        const name = row.street_name.toLowerCase();
        return name.split(/\s+/)[0] === first ? 0 : name.startsWith(first) ? 1 : 2;
      };
      return rows
        .filter((row) => fits(row, query))
        .sort((a, b) => rank(a) - rank(b) || a.street_name.localeCompare(b.street_name) || a.street_id - b.street_id)
        .slice(0, limit)
        .map((row): AddressSuggestion => ({ Id: suggestionId(row, query), Address: `${streetAddress(row, query)}, ${row.suburb} ${row.state} ${row.postcode}` }));
    },
    async resolve(id) {
      const match = idPattern.exec(id.toUpperCase());
      if (!match?.[1]) return null;
      const query = { number: match[2] ?? null, unit: match[3] ?? null };
      const row = await db.selectFrom('address_streets').selectAll().where('street_id', '=', Number(match[1])).executeTakeFirst();
      if (!row || !fits(row, query)) return null;
      const resolved: ResolvedAddress = { StreetAddress: streetAddress(row, query), Suburb: row.suburb, Postcode: row.postcode, State: row.state };
      return resolved;
    },
    async locate(address) {
      // Any street of the suburb: the rows carry the suburb's centre. Else the postcode table of migration 0003.
      const street = await db
        .selectFrom('address_streets')
        .select(['latitude', 'longitude'])
        .where('postcode', '=', address.Postcode)
        .where(sql<string>`lower(suburb)`, '=', address.Suburb.trim().toLowerCase())
        .executeTakeFirst();
      if (street) return street;
      const postcode = await db.selectFrom('postcodes').select(['latitude', 'longitude']).where('postcode', '=', address.Postcode).executeTakeFirst();
      return postcode ?? null;
    },
  };
}
