// The local address provider's data (migration 0014, address/localAddressProvider.ts): real streets of real WA and
// VIC suburbs with their real postcodes, plus the PO box, locked bag and parcel locker series of a few post offices,
// so search-as-you-type (spec 1 §2, §5) and the PO-box shipping rule (spec 3 §5.4) can be tried on real addresses.
// Coordinates are the suburbs' centres (what same-day delivery needs, not the exact house). Highest numbers are
// designed: a house number above it gets no suggestion.
import type { AddressStreetsTable } from '../db/addressSchema.ts';

interface Suburb {
  suburb: string;
  state: 'WA' | 'VIC';
  postcode: string;
  latitude: number;
  longitude: number;
  streets: readonly string[];
}

const suburbs: readonly Suburb[] = [
  // Western Australia
  { suburb: 'Perth', state: 'WA', postcode: '6000', latitude: -31.9523, longitude: 115.8613, streets: ['Hay St', 'Murray St', 'St Georges Tce', 'Wellington St', 'Barrack St', 'William St', 'Adelaide Tce', 'Pier St', 'King St', 'Milligan St', 'Queen St', 'Irwin St'] },
  { suburb: 'West Perth', state: 'WA', postcode: '6005', latitude: -31.949, longitude: 115.842, streets: ['Hay St', 'Murray St', 'Colin St', 'Outram St', 'Havelock St', 'Ord St', 'Kings Park Rd', 'Parliament Pl'] },
  { suburb: 'Northbridge', state: 'WA', postcode: '6003', latitude: -31.947, longitude: 115.857, streets: ['James St', 'Lake St', 'Aberdeen St', 'William St', 'Newcastle St', 'Roe St', 'Francis St'] },
  { suburb: 'East Perth', state: 'WA', postcode: '6004', latitude: -31.958, longitude: 115.872, streets: ['Hay St', 'Royal St', 'Plain St', 'Wittenoom St', 'Adelaide Tce', 'Bennett St', 'Brown St'] },
  { suburb: 'Subiaco', state: 'WA', postcode: '6008', latitude: -31.949, longitude: 115.827, streets: ['Hay St', 'Rokeby Rd', 'Bagot Rd', 'Railway Rd', 'Churchill Ave', 'Barker Rd', 'Hamersley Rd', 'Nicholson Rd'] },
  { suburb: 'Leederville', state: 'WA', postcode: '6007', latitude: -31.936, longitude: 115.842, streets: ['Oxford St', 'Newcastle St', 'Vincent St', 'Carr Pl', 'Loftus St', 'Cambridge St'] },
  { suburb: 'Mount Lawley', state: 'WA', postcode: '6050', latitude: -31.93, longitude: 115.872, streets: ['Beaufort St', 'Walcott St', 'Grosvenor Rd', 'Vincent St', 'Alexander Dr', 'Second Ave'] },
  { suburb: 'Victoria Park', state: 'WA', postcode: '6100', latitude: -31.976, longitude: 115.899, streets: ['Albany Hwy', 'Shepperton Rd', 'Duncan St', 'Basinghall St', 'Hill View Tce', 'Berwick St'] },
  { suburb: 'Bentley', state: 'WA', postcode: '6102', latitude: -32.0012, longitude: 115.9245, streets: ['Albany Hwy', 'Manning Rd', 'Hayman Rd', 'Jarrah Rd', 'Chapman Rd', 'Bentley Ave'] },
  { suburb: 'Cannington', state: 'WA', postcode: '6107', latitude: -32.017, longitude: 115.935, streets: ['Albany Hwy', 'Sevenoaks St', 'Wharf St', 'Cecil Ave', 'Grey St'] },
  { suburb: 'Osborne Park', state: 'WA', postcode: '6017', latitude: -31.9008, longitude: 115.8125, streets: ['Main St', 'Scarborough Beach Rd', 'Hutton St', 'Frobisher St', 'Howe St', 'Guthrie St', 'Hector St'] },
  { suburb: 'Scarborough', state: 'WA', postcode: '6019', latitude: -31.894, longitude: 115.76, streets: ['The Esplanade', 'West Coast Hwy', 'Scarborough Beach Rd', 'Brighton Rd', 'Filburn St'] },
  { suburb: 'Cottesloe', state: 'WA', postcode: '6011', latitude: -31.995, longitude: 115.757, streets: ['Marine Pde', 'Stirling Hwy', 'Napoleon St', 'Forrest St', 'Eric St'] },
  { suburb: 'Joondalup', state: 'WA', postcode: '6027', latitude: -31.7448, longitude: 115.7661, streets: ['Grand Blvd', 'Lakeside Dr', 'Boas Ave', 'Reid Promenade', 'Joondalup Dr', 'Davidson Tce', 'Shenton Ave'] },
  { suburb: 'Wangara', state: 'WA', postcode: '6065', latitude: -31.7917, longitude: 115.8305, streets: ['Prindiville Dr', 'Buckingham Dr', 'Gnangara Rd', 'Wanneroo Rd', 'Hartman Dr', 'Paramount Dr', 'Motivation Dr'] },
  { suburb: 'Gnangara', state: 'WA', postcode: '6077', latitude: -31.7773, longitude: 115.8652, streets: ['Gnangara Rd', 'Sydney Rd', 'Alexander Dr'] },
  { suburb: 'Midland', state: 'WA', postcode: '6056', latitude: -31.888, longitude: 116.01, streets: ['Great Eastern Hwy', 'Victoria St', 'The Crescent', 'Helena St', 'Morrison Rd'] },
  { suburb: 'Fremantle', state: 'WA', postcode: '6160', latitude: -32.0569, longitude: 115.7439, streets: ['High St', 'Market St', 'South Tce', 'Queen Victoria St', 'Marine Tce', 'Henderson St', 'Adelaide St', 'Cantonment St'] },
  { suburb: 'Success', state: 'WA', postcode: '6164', latitude: -32.1202, longitude: 115.8485, streets: ['Beeliar Dr', 'Wentworth Pde', 'Hammond Rd', 'North Lake Rd', 'Baler Ct'] },
  { suburb: 'Rockingham', state: 'WA', postcode: '6168', latitude: -32.277, longitude: 115.73, streets: ['Read St', 'Council Ave', 'Rockingham Rd', 'Patterson Rd', 'Kent St'] },
  { suburb: 'Mandurah', state: 'WA', postcode: '6210', latitude: -32.5269, longitude: 115.7217, streets: ['Mandurah Tce', 'Pinjarra Rd', 'Sholl St', 'Smart St', 'Anstruther Rd'] },
  { suburb: 'Bunbury', state: 'WA', postcode: '6230', latitude: -33.3271, longitude: 115.6414, streets: ['Victoria St', 'Stephen St', 'Spencer St', 'Blair St', 'Wittenoom St'] },
  // Victoria
  { suburb: 'Melbourne', state: 'VIC', postcode: '3000', latitude: -37.8136, longitude: 144.9631, streets: ['Collins St', 'Bourke St', 'Flinders St', 'Swanston St', 'Elizabeth St', 'Lonsdale St', 'La Trobe St', 'Queen St', 'William St', 'Spencer St', 'Exhibition St', 'Russell St', 'King St', 'Spring St'] },
  { suburb: 'Southbank', state: 'VIC', postcode: '3006', latitude: -37.823, longitude: 144.964, streets: ['Southbank Blvd', 'City Rd', 'Sturt St', 'Kavanagh St', 'Power St'] },
  { suburb: 'Docklands', state: 'VIC', postcode: '3008', latitude: -37.816, longitude: 144.946, streets: ['Collins St', 'Harbour Esp', 'Bourke St', 'Docklands Dr', 'Village St'] },
  { suburb: 'South Yarra', state: 'VIC', postcode: '3141', latitude: -37.839, longitude: 144.992, streets: ['Chapel St', 'Toorak Rd', 'Punt Rd', 'Domain Rd', 'Commercial Rd', 'Park St', 'Oxford St'] },
  { suburb: 'Prahran', state: 'VIC', postcode: '3181', latitude: -37.851, longitude: 144.993, streets: ['Chapel St', 'Commercial Rd', 'High St', 'Malvern Rd', 'Greville St'] },
  { suburb: 'Windsor', state: 'VIC', postcode: '3181', latitude: -37.856, longitude: 144.992, streets: ['Chapel St', 'Dandenong Rd', 'Peel St', 'Union St'] },
  { suburb: 'Richmond', state: 'VIC', postcode: '3121', latitude: -37.823, longitude: 144.998, streets: ['Swan St', 'Bridge Rd', 'Church St', 'Victoria St', 'Punt Rd', 'Lennox St'] },
  { suburb: 'Fitzroy', state: 'VIC', postcode: '3065', latitude: -37.799, longitude: 144.978, streets: ['Brunswick St', 'Gertrude St', 'Johnston St', 'Smith St', 'Rose St'] },
  { suburb: 'Carlton', state: 'VIC', postcode: '3053', latitude: -37.8, longitude: 144.967, streets: ['Lygon St', 'Rathdowne St', 'Elgin St', 'Faraday St', 'Grattan St', 'Drummond St'] },
  { suburb: 'Brunswick', state: 'VIC', postcode: '3056', latitude: -37.767, longitude: 144.96, streets: ['Sydney Rd', 'Lygon St', 'Albert St', 'Dawson St', 'Victoria St'] },
  { suburb: 'St Kilda', state: 'VIC', postcode: '3182', latitude: -37.868, longitude: 144.981, streets: ['Fitzroy St', 'Acland St', 'Grey St', 'Barkly St', 'The Esplanade'] },
  { suburb: 'Footscray', state: 'VIC', postcode: '3011', latitude: -37.8, longitude: 144.9, streets: ['Barkly St', 'Nicholson St', 'Hopkins St', 'Paisley St', 'Irving St'] },
  { suburb: 'Box Hill', state: 'VIC', postcode: '3128', latitude: -37.819, longitude: 145.122, streets: ['Whitehorse Rd', 'Station St', 'Carrington Rd', 'Market St', 'Nelson Rd'] },
  { suburb: 'Glen Waverley', state: 'VIC', postcode: '3150', latitude: -37.878, longitude: 145.165, streets: ['Kingsway', 'Springvale Rd', 'High Street Rd', 'Coleman Pde', 'Myrtle St'] },
  { suburb: 'Moorabbin', state: 'VIC', postcode: '3189', latitude: -37.9386, longitude: 145.0413, streets: ['Nepean Hwy', 'South Rd', 'Taylor St', 'Cochranes Rd', 'Station St'] },
  { suburb: 'Heatherton', state: 'VIC', postcode: '3202', latitude: -37.9571, longitude: 145.0876, streets: ['Kingston Rd', 'Warrigal Rd', 'Centre Dandenong Rd', 'Old Dandenong Rd'] },
  { suburb: 'Dandenong', state: 'VIC', postcode: '3175', latitude: -37.987, longitude: 145.215, streets: ['Lonsdale St', 'Foster St', 'Princes Hwy', 'Thomas St', 'McCrae St', 'Walker St'] },
  { suburb: 'Dandenong South', state: 'VIC', postcode: '3175', latitude: -38.0155, longitude: 145.2035, streets: ['Greens Rd', 'Abbotts Rd', 'National Dr', 'Remington Dr'] },
  { suburb: 'Geelong', state: 'VIC', postcode: '3220', latitude: -38.1499, longitude: 144.3617, streets: ['Moorabool St', 'Malop St', 'Ryrie St', 'Yarra St', 'Gheringhap St'] },
  { suburb: 'Ballarat Central', state: 'VIC', postcode: '3350', latitude: -37.5622, longitude: 143.8503, streets: ['Sturt St', 'Lydiard St', 'Mair St', 'Armstrong St', 'Camp St'] },
];

// Post office delivery addresses: their own postcodes (GPO Box Perth is 6848, GPO Box Melbourne 3001, ...).
const postal: readonly (Omit<Suburb, 'streets'> & { series: string })[] = [
  { series: 'GPO Box', suburb: 'Perth', state: 'WA', postcode: '6848', latitude: -31.9523, longitude: 115.8613 },
  { series: 'PO Box', suburb: 'West Perth', state: 'WA', postcode: '6872', latitude: -31.949, longitude: 115.842 },
  { series: 'PO Box', suburb: 'Fremantle', state: 'WA', postcode: '6959', latitude: -32.0569, longitude: 115.7439 },
  { series: 'PO Box', suburb: 'Joondalup', state: 'WA', postcode: '6919', latitude: -31.7448, longitude: 115.7661 },
  { series: 'Locked Bag', suburb: 'Wangara DC', state: 'WA', postcode: '6947', latitude: -31.7917, longitude: 115.8305 },
  { series: 'Parcel Locker', suburb: 'Perth', state: 'WA', postcode: '6000', latitude: -31.9523, longitude: 115.8613 },
  { series: 'GPO Box', suburb: 'Melbourne', state: 'VIC', postcode: '3001', latitude: -37.8136, longitude: 144.9631 },
  { series: 'PO Box', suburb: 'South Yarra', state: 'VIC', postcode: '3141', latitude: -37.839, longitude: 144.992 },
  { series: 'PO Box', suburb: 'Richmond', state: 'VIC', postcode: '3121', latitude: -37.823, longitude: 144.998 },
  { series: 'PO Box', suburb: 'Geelong', state: 'VIC', postcode: '3220', latitude: -38.1499, longitude: 144.3617 },
  { series: 'Locked Bag', suburb: 'Moorabbin', state: 'VIC', postcode: '3189', latitude: -37.9386, longitude: 145.0413 },
  { series: 'Parcel Locker', suburb: 'Melbourne', state: 'VIC', postcode: '3000', latitude: -37.8136, longitude: 144.9631 },
];

// Australia Post's abbreviations: both forms are searchable, so "12 Hay Street" and "12 Hay St" find the same row.
const longForms: Record<string, string> = {
  st: 'street', rd: 'road', tce: 'terrace', ave: 'avenue', hwy: 'highway', pde: 'parade', dr: 'drive', pl: 'place',
  blvd: 'boulevard', esp: 'esplanade', ct: 'court', cres: 'crescent', gpo: 'general post office', po: 'post office',
};

/** The words a street row is found by (see migration 0014). */
export function addressSearchText(streetName: string, suburb: string, state: string, postcode: string): string {
  const words = `${streetName} ${suburb} ${state} ${postcode}`.toLowerCase().split(/[^a-z0-9]+/).filter(Boolean);
  const expanded = words.flatMap((word) => (longForms[word] ? [word, ...longForms[word].split(' ')] : [word]));
  return ` ${expanded.join(' ')}`;
}

const streetHighestNumber = 1200;
const postalHighestNumber = 99_999;

export function generateAddressStreets(): AddressStreetsTable[] {
  const rows: AddressStreetsTable[] = [];
  const add = (street_name: string, kind: AddressStreetsTable['kind'], place: Omit<Suburb, 'streets'>, highest_number: number) =>
    rows.push({
      street_id: rows.length + 1,
      street_name,
      kind,
      suburb: place.suburb,
      state: place.state,
      postcode: place.postcode,
      latitude: place.latitude,
      longitude: place.longitude,
      highest_number,
      search_text: addressSearchText(street_name, place.suburb, place.state, place.postcode),
    });
  for (const place of suburbs) for (const street of place.streets) add(street, 'street', place, streetHighestNumber);
  for (const office of postal) add(office.series, 'postal', office, postalHighestNumber);
  return rows;
}
