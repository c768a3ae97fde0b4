// Reference data of the seeded store: warehouses, stores, shipping, payment methods, category tree,
// manufacturers, content pages. Ids the specs fix are used as given (spec 1 §9, spec 2 §9, spec 3 §9).
import { siteWarehouses } from '@rigkit/domain/region';
import { dandenongDisplay, dandenongStoreId, onlineStoreId } from '@rigkit/domain/stores';
import type { OpeningHours } from '../db/schema.ts';
import { keyboardSubcategories } from './keyboardCategories.ts';

/** Warehouse 0 is the supplier (spec 2 §4): stock there means "In stock at supplier". */
export const supplierWarehouse = { inventoryWarehouseId: 0, name: 'Supplier', state: 'WA' } as const;
export const seedWarehouses = [supplierWarehouse, ...siteWarehouses];

const weekdays = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'] as const;
function hours(weekday: [string, string], saturday: [string, string] | null, sunday: [string, string] | null): OpeningHours[] {
  return [
    ...weekdays.map((Day) => ({ Day, Opens: weekday[0], Closes: weekday[1] })),
    { Day: 'Saturday', Opens: saturday?.[0] ?? null, Closes: saturday?.[1] ?? null },
    { Day: 'Sunday', Opens: sunday?.[0] ?? null, Closes: sunday?.[1] ?? null },
  ];
}
const retailHours = hours(['09:00', '17:30'], ['09:00', '17:00'], ['10:00', '16:00']);

export interface SeedStore {
  store_id: number;
  store_code: string;
  store_name: string;
  state: 'WA' | 'VIC';
  street_address: string;
  suburb: string;
  postcode: string;
  latitude: number;
  longitude: number;
  inventory_warehouse_id: number;
  opening_hours: OpeningHours[];
  phone: string;
}

// Addresses are designed (the specs name the stores, not their addresses); coordinates are the suburbs' own.
export const seedStores: SeedStore[] = [
  { store_id: onlineStoreId, store_code: 'ON', store_name: 'Online', state: 'WA', street_address: '1 Commerce Way', suburb: 'Wangara', postcode: '6065', latitude: -31.7896, longitude: 115.8253, inventory_warehouse_id: 5, opening_hours: hours(['08:30', '17:00'], null, null), phone: '(08) 9309 0000' },
  { store_id: 2, store_code: 'WG', store_name: 'Wangara', state: 'WA', street_address: '12 Prindiville Drive', suburb: 'Wangara', postcode: '6065', latitude: -31.7917, longitude: 115.8305, inventory_warehouse_id: 1, opening_hours: retailHours, phone: '(08) 9309 0001' },
  { store_id: 3, store_code: 'BT', store_name: 'Bentley', state: 'WA', street_address: '1180 Albany Highway', suburb: 'Bentley', postcode: '6102', latitude: -32.0012, longitude: 115.9245, inventory_warehouse_id: 2, opening_hours: retailHours, phone: '(08) 9309 0002' },
  { store_id: 4, store_code: 'CB', store_name: 'Cockburn', state: 'WA', street_address: '3 Beeliar Drive', suburb: 'Success', postcode: '6164', latitude: -32.1202, longitude: 115.8485, inventory_warehouse_id: 3, opening_hours: retailHours, phone: '(08) 9309 0003' },
  { store_id: 5, store_code: 'MB', store_name: 'Moorabbin', state: 'VIC', street_address: '880 Nepean Highway', suburb: 'Moorabbin', postcode: '3189', latitude: -37.9386, longitude: 145.0413, inventory_warehouse_id: 4, opening_hours: retailHours, phone: '(03) 9555 0004' },
  { store_id: 6, store_code: 'OP', store_name: 'Osborne Park', state: 'WA', street_address: '20 Main Street', suburb: 'Osborne Park', postcode: '6017', latitude: -31.9008, longitude: 115.8125, inventory_warehouse_id: 6, opening_hours: retailHours, phone: '(08) 9309 0006' },
  { store_id: 7, store_code: 'HT', store_name: 'Heatherton', state: 'VIC', street_address: '5 Kingston Road', suburb: 'Heatherton', postcode: '3202', latitude: -37.9571, longitude: 145.0876, inventory_warehouse_id: 9, opening_hours: retailHours, phone: '(03) 9555 0007' },
  { store_id: 8, store_code: 'GN', store_name: 'Gnangara', state: 'WA', street_address: '44 Gnangara Road', suburb: 'Gnangara', postcode: '6077', latitude: -31.7773, longitude: 115.8652, inventory_warehouse_id: 5, opening_hours: retailHours, phone: '(08) 9309 0008' },
  { store_id: dandenongStoreId, store_code: dandenongDisplay.StoreCode, store_name: 'Dandenong', state: 'VIC', street_address: dandenongDisplay.StreetAddress, suburb: dandenongDisplay.Suburb, postcode: dandenongDisplay.Postcode, latitude: -38.0155, longitude: 145.2035, inventory_warehouse_id: 9, opening_hours: hours(['10:00', '16:00'], null, null), phone: '(03) 9555 0009' },
];

export const seedShippingCompanies = [
  { shipping_company_id: 1, shipping_company_name: 'Click and Collect' },
  { shipping_company_id: 2, shipping_company_name: 'Australia Post' },
  { shipping_company_id: 3, shipping_company_name: 'StarTrack' },
  { shipping_company_id: 4, shipping_company_name: 'Freight Partner' },
  { shipping_company_id: 5, shipping_company_name: 'Metro Couriers' },
  { shipping_company_id: 15, shipping_company_name: 'Uber Direct' },
];

const both = ['WA', 'VIC'];
export const seedShippingMethods = [
  { shipping_method_id: 1, shipping_company_id: 1, display_name: 'Click and Collect', base_cost_cents: 0, cost_per_kg_cents: 0, delivery_duration_minimum_hours: 1, states: both, allows_po_box: false, requires_customer_delivery_window: false, metro_only: false, show_on_website: true },
  { shipping_method_id: 2, shipping_company_id: 2, display_name: 'Auspost eParcel', base_cost_cents: 1495, cost_per_kg_cents: 150, delivery_duration_minimum_hours: 48, states: both, allows_po_box: true, requires_customer_delivery_window: false, metro_only: false, show_on_website: true },
  { shipping_method_id: 3, shipping_company_id: 3, display_name: 'StarTrack Road Express', base_cost_cents: 1995, cost_per_kg_cents: 120, delivery_duration_minimum_hours: 72, states: both, allows_po_box: false, requires_customer_delivery_window: false, metro_only: false, show_on_website: true },
  { shipping_method_id: 4, shipping_company_id: 4, display_name: 'Bulk Freight', base_cost_cents: 4900, cost_per_kg_cents: 100, delivery_duration_minimum_hours: 96, states: both, allows_po_box: false, requires_customer_delivery_window: false, metro_only: false, show_on_website: false },
  { shipping_method_id: 5, shipping_company_id: 5, display_name: 'Standard Delivery', base_cost_cents: 995, cost_per_kg_cents: 80, delivery_duration_minimum_hours: 24, states: both, allows_po_box: false, requires_customer_delivery_window: false, metro_only: false, show_on_website: true },
  { shipping_method_id: 6, shipping_company_id: 5, display_name: 'Same Day Delivery', base_cost_cents: 2495, cost_per_kg_cents: 0, delivery_duration_minimum_hours: 4, states: both, allows_po_box: false, requires_customer_delivery_window: false, metro_only: true, show_on_website: true },
  { shipping_method_id: 15, shipping_company_id: 15, display_name: 'Uber Delivery', base_cost_cents: 1900, cost_per_kg_cents: 0, delivery_duration_minimum_hours: 2, states: both, allows_po_box: false, requires_customer_delivery_window: true, metro_only: true, show_on_website: true },
];

// Payment method ids of spec 3 §9: 4 EFT, 6 PayPal, 7 gift voucher or store credit, 8 a method with no external
// token, 11 Zip, 14 card. Names and flags designed to match what each id does there; 8 is paying at the counter on
// collection, so it is offered for pickups only.
export const seedPaymentMethods = [
  { payment_method_id: 4, display_name: 'Bank Transfer (EFT)', can_be_used_for_pickup: true, can_be_used_for_delivery: true, can_be_used_for_restricted_carts: true, is_instant: false, require_id_on_pickup: false },
  { payment_method_id: 6, display_name: 'PayPal', can_be_used_for_pickup: true, can_be_used_for_delivery: true, can_be_used_for_restricted_carts: false, is_instant: true, require_id_on_pickup: false },
  { payment_method_id: 7, display_name: 'Gift Voucher or Store Credit', can_be_used_for_pickup: true, can_be_used_for_delivery: true, can_be_used_for_restricted_carts: true, is_instant: true, require_id_on_pickup: false },
  { payment_method_id: 8, display_name: 'Pay on Collection', can_be_used_for_pickup: true, can_be_used_for_delivery: false, can_be_used_for_restricted_carts: false, is_instant: false, require_id_on_pickup: true },
  { payment_method_id: 11, display_name: 'Zip', can_be_used_for_pickup: true, can_be_used_for_delivery: true, can_be_used_for_restricted_carts: false, is_instant: true, require_id_on_pickup: true },
  { payment_method_id: 14, display_name: 'Credit Card', can_be_used_for_pickup: true, can_be_used_for_delivery: true, can_be_used_for_restricted_carts: true, is_instant: true, require_id_on_pickup: true },
].map((method) => ({
  ...method,
  logo_url: `/api/images/payment/${method.payment_method_id}.svg`,
  webpage_html: `<p>Pay with ${method.display_name}.</p>`,
}));

export const seedCategoryGroups = [
  { category_group_id: 1, category_group_name: 'PC Components', sort_order: 1 },
  { category_group_id: 2, category_group_name: 'Computers', sort_order: 2 },
  { category_group_id: 3, category_group_name: 'Peripherals', sort_order: 3 },
  { category_group_id: 4, category_group_name: 'Software and Services', sort_order: 4 },
  { category_group_id: 10, category_group_name: 'Clearance and Ex-Demo', sort_order: 10 },
];

/** Category ids used by the generator and by the specs (595, 786, 903, 1390). */
export const CategoryIds = {
  desktopComputers: 100,
  readyToGo: 595,
  customBuild: 786,
  cpu: 101,
  cpuCooler: 102,
  motherboard: 103,
  memory: 104,
  graphicsCard: 105,
  osDrive: 106,
  storageDrive: 107,
  case: 108,
  powerSupply: 109,
  coolingFans: 110,
  operatingSystem: 111,
  licensing: 112,
  uvPrinting: 113,
  mouseMats: 114,
  monitors: 115,
  peripherals: 116,
  keyboards: 117,
  mice: 118,
  headsets: 119,
  businessNetworking: 120,
  exDemo: 121,
  allComponents: 903,
  victorianSpecials: 1390,
} as const;

export const seedCategories: { id: number; name: string; parent: number | null; group: number | null; colour: string }[] = [
  { id: CategoryIds.allComponents, name: 'All Components', parent: null, group: 1, colour: '#455a64' },
  { id: CategoryIds.desktopComputers, name: 'Desktop Computers', parent: null, group: 2, colour: '#1565c0' },
  { id: CategoryIds.readyToGo, name: 'Ready to go', parent: CategoryIds.desktopComputers, group: 2, colour: '#1976d2' },
  { id: CategoryIds.customBuild, name: 'Custom Build', parent: CategoryIds.desktopComputers, group: 2, colour: '#1e88e5' },
  { id: CategoryIds.cpu, name: 'CPU', parent: CategoryIds.allComponents, group: 1, colour: '#c62828' },
  { id: CategoryIds.cpuCooler, name: 'CPU Cooler', parent: CategoryIds.allComponents, group: 1, colour: '#00838f' },
  { id: CategoryIds.motherboard, name: 'Motherboard', parent: CategoryIds.allComponents, group: 1, colour: '#2e7d32' },
  { id: CategoryIds.memory, name: 'Memory', parent: CategoryIds.allComponents, group: 1, colour: '#6a1b9a' },
  { id: CategoryIds.graphicsCard, name: 'Graphics Card', parent: CategoryIds.allComponents, group: 1, colour: '#ef6c00' },
  { id: CategoryIds.osDrive, name: 'OS Drive', parent: CategoryIds.allComponents, group: 1, colour: '#5d4037' },
  { id: CategoryIds.storageDrive, name: 'Storage Drive', parent: CategoryIds.allComponents, group: 1, colour: '#795548' },
  { id: CategoryIds.case, name: 'Case', parent: CategoryIds.allComponents, group: 1, colour: '#37474f' },
  { id: CategoryIds.powerSupply, name: 'Power Supply', parent: CategoryIds.allComponents, group: 1, colour: '#f9a825' },
  { id: CategoryIds.coolingFans, name: 'Cooling Fans', parent: CategoryIds.allComponents, group: 1, colour: '#0097a7' },
  { id: CategoryIds.operatingSystem, name: 'Operating System', parent: null, group: 4, colour: '#0277bd' },
  { id: CategoryIds.licensing, name: 'Licensing', parent: null, group: 4, colour: '#01579b' },
  { id: CategoryIds.uvPrinting, name: 'UV Printing', parent: null, group: 4, colour: '#ad1457' },
  { id: CategoryIds.mouseMats, name: 'Mouse Mats', parent: CategoryIds.peripherals, group: 3, colour: '#8e24aa' },
  { id: CategoryIds.monitors, name: 'Monitors', parent: null, group: 3, colour: '#283593' },
  { id: CategoryIds.peripherals, name: 'Peripherals', parent: null, group: 3, colour: '#4527a0' },
  { id: CategoryIds.keyboards, name: 'Keyboards', parent: CategoryIds.peripherals, group: 3, colour: '#512da8' },
  { id: CategoryIds.mice, name: 'Mice', parent: CategoryIds.peripherals, group: 3, colour: '#5e35b1' },
  { id: CategoryIds.headsets, name: 'Headsets', parent: CategoryIds.peripherals, group: 3, colour: '#673ab7' },
  { id: CategoryIds.businessNetworking, name: 'Business Networking', parent: null, group: 3, colour: '#424242' },
  { id: CategoryIds.exDemo, name: 'Ex-Demo', parent: null, group: 10, colour: '#9e9e9e' },
  { id: CategoryIds.victorianSpecials, name: 'Melbourne Store Specials', parent: null, group: 10, colour: '#00695c' },
  // Keyboards by kind (issue 17 B13): more than 8 children, so Peripherals' Keyboards button lists them in a second
  // column and the Keyboards page shows them in its category carousel (spec 2 §2). Members: seed/keyboardCategories.ts.
  ...keyboardSubcategories.map((subcategory) => ({ id: subcategory.id, name: subcategory.name, parent: CategoryIds.keyboards, group: 3, colour: '#512da8' })),
];

/** House brand and sister brand make the prebuilt (STK) desktops and the custom-build (KIT) items (spec 2 §2). */
export const houseBrandId = 1;
export const sisterBrandId = 2;

export const seedManufacturers: { id: number; name: string }[] = [
  { id: houseBrandId, name: 'Rigkit' },
  { id: sisterBrandId, name: 'Ember Systems' },
  ...[
    'AMD', 'Intel', 'NVIDIA', 'ASUS', 'MSI', 'Gigabyte', 'ASRock', 'Corsair', 'Kingston', 'G.Skill', 'Crucial',
    'Samsung', 'Western Digital', 'Seagate', 'Noctua', 'be quiet!', 'Lian Li', 'Fractal Design', 'NZXT', 'Seasonic',
    'Cooler Master', 'Arctic', 'Microsoft', 'Logitech', 'Razer', 'SteelSeries', 'LG', 'Dell', 'Ubiquiti', 'TP-Link',
    // Radeon board partners (issue 17): appended, so every earlier manufacturer keeps its id.
    'Sapphire', 'PowerColor',
  ].map((name, index) => ({ id: 10 + index, name })),
];

/** Gift vouchers a tester can spend (0011): one with a balance, one spent, one expired. */
export const seedGiftVouchers = [
  { voucher_code: 'GV-8F3K-2M9Q', balance_cents: 10_000, expires_at: '2030-12-31T23:59:59Z' },
  { voucher_code: 'GV-SPENT-0000', balance_cents: 0, expires_at: '2030-12-31T23:59:59Z' },
  // A second live voucher, so the two-factor customer's collect-in-store order (e2e) does not share the first.
  { voucher_code: 'GV-7T2K-4W9P', balance_cents: 5_000, expires_at: '2030-12-31T23:59:59Z' },
  { voucher_code: 'GV-OLD-2019', balance_cents: 5_000, expires_at: '2020-01-01T00:00:00Z' },
];
