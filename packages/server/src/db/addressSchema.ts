// Tables of 0014_address_streets.sql.
export interface AddressStreetsTable {
  street_id: number;
  street_name: string;
  kind: 'street' | 'postal';
  suburb: string;
  state: 'WA' | 'VIC';
  postcode: string;
  latitude: number;
  longitude: number;
  highest_number: number;
  search_text: string;
}

export interface AddressTables {
  address_streets: AddressStreetsTable;
}
