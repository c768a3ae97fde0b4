// The seeded stores (packages/server/src/seed/reference.ts) as the lookup bundle sends them, for stories and tests.
import type { StoreRecord } from '@rigkit/domain/stores';

const retailHours = [
  { Day: 'Monday', Hours: '09:00 - 17:30' },
  { Day: 'Saturday', Hours: '10:00 - 16:00' },
  { Day: 'Sunday', Hours: 'Closed' },
];

const store = (record: Omit<StoreRecord, 'Email' | 'OpeningHours'> & Partial<StoreRecord>): StoreRecord => ({
  Email: `${record.StoreName.toLowerCase().replaceAll(' ', '')}@example.com.au`,
  OpeningHours: retailHours,
  ...record,
});

export const locatorStores: StoreRecord[] = [
  store({ StoreId: 1, StoreCode: 'ON', StoreName: 'Online', State: 'WA', Phone: '(08) 9309 0000', StreetAddress: '1 Commerce Way', Suburb: 'Wangara', Postcode: '6065', Latitude: -31.7896, Longitude: 115.8253, InventoryWarehouseId: 5 }),
  store({ StoreId: 2, StoreCode: 'WG', StoreName: 'Wangara', State: 'WA', Phone: '(08) 9309 0001', StreetAddress: '12 Prindiville Drive', Suburb: 'Wangara', Postcode: '6065', Latitude: -31.7917, Longitude: 115.8305, InventoryWarehouseId: 1 }),
  store({ StoreId: 3, StoreCode: 'BT', StoreName: 'Bentley', State: 'WA', Phone: '(08) 9309 0002', StreetAddress: '1180 Albany Highway', Suburb: 'Bentley', Postcode: '6102', Latitude: -32.0012, Longitude: 115.9245, InventoryWarehouseId: 2 }),
  store({ StoreId: 4, StoreCode: 'CB', StoreName: 'Cockburn', State: 'WA', Phone: '(08) 9309 0003', StreetAddress: '3 Beeliar Drive', Suburb: 'Success', Postcode: '6164', Latitude: -32.1202, Longitude: 115.8485, InventoryWarehouseId: 3 }),
  store({ StoreId: 5, StoreCode: 'MB', StoreName: 'Moorabbin', State: 'VIC', Phone: '(03) 9555 0004', StreetAddress: '880 Nepean Highway', Suburb: 'Moorabbin', Postcode: '3189', Latitude: -37.9386, Longitude: 145.0413, InventoryWarehouseId: 4 }),
  store({ StoreId: 6, StoreCode: 'OP', StoreName: 'Osborne Park', State: 'WA', Phone: '(08) 9309 0006', StreetAddress: '20 Main Street', Suburb: 'Osborne Park', Postcode: '6017', Latitude: -31.9008, Longitude: 115.8125, InventoryWarehouseId: 6 }),
  store({ StoreId: 7, StoreCode: 'HT', StoreName: 'Heatherton', State: 'VIC', Phone: '(03) 9555 0007', StreetAddress: '5 Kingston Road', Suburb: 'Heatherton', Postcode: '3202', Latitude: -37.9571, Longitude: 145.0876, InventoryWarehouseId: 9 }),
  store({ StoreId: 8, StoreCode: 'GN', StoreName: 'Gnangara', State: 'WA', Phone: '(08) 9309 0008', StreetAddress: '44 Gnangara Road', Suburb: 'Gnangara', Postcode: '6077', Latitude: -31.7773, Longitude: 115.8652, InventoryWarehouseId: 5 }),
  store({ StoreId: 9, StoreCode: 'DA', StoreName: 'Dandenong', State: 'VIC', Phone: '(03) 9555 0009', StreetAddress: 'Unit 2, 18 Fowler Road', Suburb: 'Dandenong South', Postcode: '3175', Latitude: -38.0155, Longitude: 145.2035, InventoryWarehouseId: 9, OpeningHours: [{ Day: 'Monday', Hours: '10:00 - 16:00' }] }),
];
