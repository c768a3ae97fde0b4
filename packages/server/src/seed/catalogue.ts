// The generated catalogue: parts with the attributes filters and the configurator read, prebuilt STK desktops
// by the house and sister brands, B2B and EX-DEMO items, and the fixed items the specs name (spec 2 §9).
// Attribute keys are the ones the domain's compatibility rules read (packages/domain/src/compatibility).
import type { ItemTypeCode } from '@rigkit/domain/cart';
import type { ItemAttribute } from '../db/schema.ts';
import { CategoryIds, houseBrandId, seedManufacturers, sisterBrandId } from './reference.ts';
import type { Random } from './random.ts';

export interface SeedItem {
  id: number;
  code: string;
  description: string;
  typeCode: ItemTypeCode;
  manufacturerId: number;
  model: string;
  primaryCategoryId: number;
  categoryIds: number[];
  priceCents: number;
  rrpCents: number;
  attributes: ItemAttribute[];
  availableOnline: boolean;
  freeShipping: boolean;
  isClearance: boolean;
  isExDemo: boolean;
  websiteSpotlight: boolean;
  weightGrams: number;
  shortDescription: string;
  keySellingPoints: string[];
}

/** Special item ids (spec 2 §9). */
export const SpecialItemIds = {
  uvPanelPrint: 663936,
  uvNone: 602206,
  defaultUvItem: 652174,
} as const;
export const uvNoneItemCode = 'PLE-602206';

const manufacturerId = (name: string): number => {
  const found = seedManufacturers.find((manufacturer) => manufacturer.name === name);
  if (!found) throw new Error(`unknown manufacturer ${name}`);
  return found.id;
};

function attributes(pairs: [string, string][], chief = 3): ItemAttribute[] {
  return pairs.map(([Key, Value], index) => ({
    Key,
    Value,
    SortOrder: index + 1,
    Group: 'Specifications',
    AttributeType: index < chief ? 'Chief' : 'Standard',
    ShowOnWeb: true,
  }));
}

/** Whole dollars ending in 9, as a store prices things: 189 → $189.00. */
function price(random: Random, minimumDollars: number, maximumDollars: number): number {
  const dollars = random.integer(minimumDollars, maximumDollars);
  return (Math.max(9, Math.round(dollars / 10) * 10 - 1)) * 100;
}

interface PartTemplate {
  categoryId: number;
  weight: number;
  make(random: Random, serial: number): Omit<SeedItem, 'id' | 'code' | 'categoryIds' | 'rrpCents' | 'availableOnline' | 'freeShipping' | 'isClearance' | 'isExDemo' | 'websiteSpotlight' | 'primaryCategoryId' | 'typeCode'> & { typeCode?: SeedItem['typeCode'] };
}

const sockets = {
  AM5: { vendor: 'AMD', chipsets: ['X870E', 'X870', 'B850', 'B650', 'A620'], memory: 'DDR5' },
  AM4: { vendor: 'AMD', chipsets: ['X570', 'B550', 'A520'], memory: 'DDR4' },
  LGA1851: { vendor: 'Intel', chipsets: ['Z890', 'B860', 'H810'], memory: 'DDR5' },
  LGA1700: { vendor: 'Intel', chipsets: ['Z790', 'B760', 'H610'], memory: 'DDR5' },
} as const;
type SocketName = keyof typeof sockets;
const socketNames = Object.keys(sockets) as SocketName[];
const formFactors = ['ATX', 'Micro-ATX', 'Mini-ITX'] as const;
const boardMakers = ['ASUS', 'MSI', 'Gigabyte', 'ASRock'] as const;
const gpuChips = [
  ['GeForce RTX 5090', 575, 2999, 4299], ['GeForce RTX 5080', 360, 1599, 2199], ['GeForce RTX 5070 Ti', 300, 1199, 1599],
  ['GeForce RTX 5070', 250, 899, 1149], ['GeForce RTX 5060 Ti', 180, 599, 799], ['Radeon RX 9070 XT', 304, 1049, 1349],
  ['Radeon RX 9070', 220, 899, 1099], ['Radeon RX 9060 XT', 160, 499, 699],
] as const;
const panelSets = ['L,R,T,F', 'L,R', 'L', 'L,T', 'None'] as const;

const templates: PartTemplate[] = [
  {
    categoryId: CategoryIds.cpu,
    weight: 8,
    make(random) {
      const socket = random.pick(socketNames);
      const vendor = sockets[socket].vendor;
      const cores = random.pick([6, 8, 12, 16, 24]);
      const unlocked = random.chance(0.6);
      const model = vendor === 'AMD' ? `Ryzen ${random.pick([5, 7, 9])} ${random.integer(5, 9)}${random.integer(6, 9)}00${unlocked ? 'X' : ''}` : `Core Ultra ${random.pick([5, 7, 9])} ${random.integer(225, 285)}${unlocked ? 'K' : ''}`;
      return {
        description: `${vendor} ${model} ${cores}-Core ${socket} Processor`,
        manufacturerId: manufacturerId(vendor),
        model,
        priceCents: price(random, 149, 999),
        weightGrams: 400,
        attributes: attributes([
          ['Socket', socket],
          ['Cores', String(cores)],
          ['Supported Chipsets', sockets[socket].chipsets.join(', ')],
          ['BIOS Update Chipsets', ''],
          ['Unlocked Multiplier', unlocked ? 'Yes' : 'No'],
          ['TDP (W)', String(random.pick([65, 105, 120, 125, 170]))],
        ]).filter((attribute) => attribute.Value !== ''),
        shortDescription: `${cores} cores for ${socket} motherboards`,
        keySellingPoints: [`${cores} cores`, `${socket} socket`, unlocked ? 'Unlocked for overclocking' : 'Efficient and cool'],
      };
    },
  },
  {
    categoryId: CategoryIds.motherboard,
    weight: 9,
    make(random) {
      const socket = random.pick(socketNames);
      const chipset = random.pick(sockets[socket].chipsets);
      const formFactor = random.pick(formFactors);
      const maker = random.pick(boardMakers);
      const model = `${chipset}${formFactor === 'Mini-ITX' ? '-I' : formFactor === 'Micro-ATX' ? 'M' : ''} ${random.pick(['Gaming', 'Pro', 'Elite', 'Tomahawk', 'Aorus'])} ${random.pick(['WiFi', 'Plus', 'Max', 'II'])}`;
      return {
        description: `${maker} ${model} ${socket} ${formFactor} Motherboard`,
        manufacturerId: manufacturerId(maker),
        model,
        priceCents: price(random, 129, 899),
        weightGrams: 1200,
        attributes: attributes([
          ['Socket', socket],
          ['Chipset', chipset],
          ['Form Factor', formFactor],
          ['Memory Type', sockets[socket].memory],
          ['Memory Slots', formFactor === 'Mini-ITX' ? '2' : '4'],
          ['CPU Overclocking', /^[XZ]/.test(chipset) || chipset.startsWith('B6') || chipset.startsWith('B8') ? 'Yes' : 'No'],
        ]),
        shortDescription: `${chipset} chipset, ${formFactor}`,
        keySellingPoints: [`${socket} socket`, `${chipset} chipset`, `${formFactor} form factor`],
      };
    },
  },
  {
    categoryId: CategoryIds.memory,
    weight: 8,
    make(random) {
      const type = random.pick(['DDR5', 'DDR5', 'DDR4'] as const);
      const speed = type === 'DDR5' ? random.pick([5600, 6000, 6400, 7200]) : random.pick([3200, 3600]);
      const size = random.pick([8, 16, 32]);
      const maker = random.pick(['Corsair', 'Kingston', 'G.Skill', 'Crucial'] as const);
      const model = `${random.pick(['Vengeance', 'Fury Beast', 'Trident Z5', 'Pro'])} ${type}-${speed} ${size * 2}GB`;
      return {
        description: `${maker} ${model} (2x${size}GB) ${type} Memory`,
        manufacturerId: manufacturerId(maker),
        model,
        priceCents: price(random, 59, 499),
        weightGrams: 100,
        attributes: attributes([
          ['Memory Type', type],
          ['Memory Speed', `${speed} MT/s`],
          ['Capacity', `${size * 2}GB`],
          ['Modules', '2'],
        ]),
        shortDescription: `${size * 2}GB ${type} kit`,
        keySellingPoints: [`${type}-${speed}`, `2 x ${size}GB`],
      };
    },
  },
  {
    categoryId: CategoryIds.graphicsCard,
    weight: 9,
    make(random) {
      const [chip, power, low, high] = random.pick(gpuChips);
      const maker = random.pick(['ASUS', 'MSI', 'Gigabyte'] as const);
      const length = random.integer(200, 360);
      const model = `${chip} ${random.pick(['Gaming OC', 'Ventus', 'Prime', 'Windforce', 'TUF'])} ${random.pick(['12GB', '16GB', '32GB'])}`;
      return {
        description: `${maker} ${model} Graphics Card`,
        manufacturerId: manufacturerId(maker),
        model,
        priceCents: price(random, low, high),
        weightGrams: 1500,
        attributes: attributes([
          ['Chip', chip],
          ['GPU Length (mm)', String(length)],
          ['Board Power (W)', String(power)],
        ]),
        shortDescription: `${chip}, ${length} mm long`,
        keySellingPoints: [chip, `${length} mm card length`],
      };
    },
  },
  {
    categoryId: CategoryIds.cpuCooler,
    weight: 6,
    make(random) {
      const liquid = random.chance(0.35);
      const maker = random.pick(['Noctua', 'be quiet!', 'Arctic', 'Cooler Master', 'Corsair', 'NZXT'] as const);
      const height = liquid ? random.integer(30, 55) : random.integer(120, 168);
      const model = liquid ? `${random.pick(['Liquid Freezer III', 'Kraken', 'iCUE Link'])} ${random.pick([240, 280, 360])}` : `${random.pick(['NH-D15', 'Dark Rock', 'Hyper 212', 'Freezer 36'])} ${random.pick(['Pro', 'Black', 'Slim', 'G2'])}`;
      return {
        description: `${maker} ${model} ${liquid ? 'AIO Liquid' : 'Air'} CPU Cooler`,
        manufacturerId: manufacturerId(maker),
        model,
        priceCents: price(random, 39, 399),
        weightGrams: 900,
        attributes: attributes([
          ['Cooler Type', liquid ? 'Liquid' : 'Air'],
          ['Cooler Height (mm)', String(height)],
          ['Supported Sockets', 'AM5, AM4, LGA1851, LGA1700'],
        ]),
        shortDescription: liquid ? 'All-in-one liquid cooler' : `Air cooler, ${height} mm tall`,
        keySellingPoints: [liquid ? 'Liquid cooling' : 'Quiet air cooling', `${height} mm tall`],
      };
    },
  },
  ...([
    [CategoryIds.osDrive, 'NVMe SSD', [500, 1000, 2000, 4000]],
    [CategoryIds.storageDrive, (random: Random) => random.chance(0.5) ? 'SATA SSD' : 'Hard Drive', [2000, 4000, 8000, 12000]],
  ] as const).map(([categoryId, kind, capacities]): PartTemplate => ({
    categoryId,
    weight: 5,
    make(random) {
      const type = typeof kind === 'string' ? kind : kind(random);
      const capacityGb = random.pick(capacities);
      const capacity = capacityGb >= 1000 ? `${capacityGb / 1000}TB` : `${capacityGb}GB`;
      const maker = random.pick(type === 'Hard Drive' ? (['Seagate', 'Western Digital'] as const) : (['Samsung', 'Crucial', 'Kingston', 'Western Digital'] as const));
      const model = `${random.pick(['990', 'T705', 'KC3000', 'Black SN850X', 'BarraCuda', 'Red Plus'])} ${capacity}`;
      return {
        description: `${maker} ${model} ${type}`,
        manufacturerId: manufacturerId(maker),
        model,
        priceCents: price(random, 69, 899),
        weightGrams: type === 'Hard Drive' ? 700 : 60,
        attributes: attributes([
          ['Capacity', capacity],
          ['Interface', type === 'NVMe SSD' ? 'PCIe NVMe' : 'SATA'],
          ['Drive Type', type],
        ]),
        shortDescription: `${capacity} ${type}`,
        keySellingPoints: [capacity, type],
      };
    },
  })),
  {
    categoryId: CategoryIds.case,
    weight: 7,
    make(random) {
      const maker = random.pick(['Lian Li', 'Fractal Design', 'NZXT', 'Corsair', 'Cooler Master'] as const);
      const size = random.pick(['Mid Tower', 'Full Tower', 'Mini-ITX'] as const);
      const supported = size === 'Mini-ITX' ? 'Mini-ITX' : size === 'Full Tower' ? 'E-ATX, ATX, Micro-ATX, Mini-ITX' : 'ATX, Micro-ATX, Mini-ITX';
      const model = `${random.pick(['O11 Dynamic', 'North', 'H7 Flow', '4000D', 'MasterBox', 'Lancool'])} ${random.pick(['Evo', 'XL', 'Mini', 'RGB', 'Airflow'])}`;
      return {
        description: `${maker} ${model} ${size} Case`,
        manufacturerId: manufacturerId(maker),
        model,
        priceCents: price(random, 79, 399),
        weightGrams: 9000,
        attributes: attributes([
          ['Supported Form Factors', supported],
          ['Max GPU Length (mm)', String(size === 'Mini-ITX' ? random.integer(240, 320) : random.integer(330, 460))],
          ['Max CPU Cooler Height (mm)', String(size === 'Mini-ITX' ? random.integer(60, 150) : random.integer(160, 185))],
          ['Case Size', size],
          ['Printable Panels', random.pick(panelSets)],
        ]),
        shortDescription: `${size} case`,
        keySellingPoints: [size, `Fits ${supported.split(', ')[0] ?? supported}`],
      };
    },
  },
  {
    categoryId: CategoryIds.powerSupply,
    weight: 6,
    make(random) {
      const watts = random.pick([550, 650, 750, 850, 1000, 1200, 1600]);
      const efficiency = random.pick(['80 Plus Bronze', '80 Plus Gold', '80 Plus Platinum']);
      const maker = random.pick(['Seasonic', 'Corsair', 'be quiet!', 'Cooler Master'] as const);
      const model = `${random.pick(['Focus', 'RMx', 'Pure Power', 'MWE'])} ${watts}W`;
      return {
        description: `${maker} ${model} ${efficiency} Power Supply`,
        manufacturerId: manufacturerId(maker),
        model,
        priceCents: price(random, 89, 599),
        weightGrams: 2000,
        attributes: attributes([
          ['Wattage (W)', String(watts)],
          ['Efficiency', efficiency],
        ]),
        shortDescription: `${watts} W, ${efficiency}`,
        keySellingPoints: [`${watts} W`, efficiency],
      };
    },
  },
  {
    categoryId: CategoryIds.coolingFans,
    weight: 4,
    make(random) {
      const size = random.pick([120, 140]);
      const maker = random.pick(['Noctua', 'Arctic', 'Lian Li', 'Corsair'] as const);
      const pack = random.pick([1, 3]);
      const model = `${random.pick(['P12', 'NF-A14', 'UNI FAN SL', 'AF'])} ${size}mm${pack > 1 ? ` ${pack}-pack` : ''}`;
      return {
        description: `${maker} ${model} Case Fan`,
        manufacturerId: manufacturerId(maker),
        model,
        priceCents: price(random, 19, 129),
        weightGrams: 200,
        attributes: attributes([
          ['Fan Size', `${size}mm`],
          ['Pack Size', String(pack)],
        ]),
        shortDescription: `${size} mm fan`,
        keySellingPoints: [`${size} mm`],
      };
    },
  },
  {
    categoryId: CategoryIds.monitors,
    weight: 7,
    make(random) {
      const size = random.pick([24, 27, 32, 34]);
      const resolution = random.pick(['1920x1080', '2560x1440', '3840x2160']);
      const refresh = random.pick([75, 144, 165, 240]);
      const maker = random.pick(['LG', 'Dell', 'ASUS', 'MSI', 'Gigabyte'] as const);
      const model = `${random.pick(['UltraGear', 'S', 'ROG Swift', 'Optix', 'M'])}${size}${random.integer(10, 99)}`;
      return {
        description: `${maker} ${model} ${size}" ${resolution} ${refresh}Hz Monitor`,
        manufacturerId: manufacturerId(maker),
        model,
        priceCents: price(random, 149, 1899),
        weightGrams: 6000,
        attributes: attributes([
          ['Screen Size', `${size}"`],
          ['Resolution', resolution],
          ['Refresh Rate', `${refresh}Hz`],
        ]),
        shortDescription: `${size}" ${refresh}Hz`,
        keySellingPoints: [`${size}" screen`, resolution, `${refresh}Hz`],
      };
    },
  },
  ...([
    [CategoryIds.keyboards, 'Keyboard', ['Mechanical', 'Membrane', 'Wireless']],
    [CategoryIds.mice, 'Mouse', ['Wired', 'Wireless', 'Ultralight']],
    [CategoryIds.headsets, 'Headset', ['Wired', 'Wireless', 'Surround']],
  ] as const).map(([categoryId, noun, kinds]): PartTemplate => ({
    categoryId,
    weight: 5,
    make(random) {
      const maker = random.pick(['Logitech', 'Razer', 'SteelSeries', 'Corsair'] as const);
      const kind = random.pick(kinds);
      const model = `${random.pick(['G', 'BlackWidow', 'Apex', 'K', 'DeathAdder', 'Arctis', 'HS'])}${random.integer(100, 999)} ${kind}`;
      return {
        description: `${maker} ${model} Gaming ${noun}`,
        manufacturerId: manufacturerId(maker),
        model,
        priceCents: price(random, 39, 399),
        weightGrams: 800,
        attributes: attributes([['Connection', kind === 'Wireless' ? 'Wireless' : 'Wired'], ['Type', kind]]),
        shortDescription: `${kind} ${noun.toLowerCase()}`,
        keySellingPoints: [kind],
      };
    },
  })),
  {
    categoryId: CategoryIds.businessNetworking,
    weight: 3,
    make(random) {
      const maker = random.pick(['Ubiquiti', 'TP-Link'] as const);
      const ports = random.pick([8, 16, 24, 48]);
      const model = `${random.pick(['UniFi Switch', 'Omada Switch', 'Access Point', 'Gateway'])} ${ports}`;
      return {
        typeCode: 'B2B',
        description: `${maker} ${model} ${ports}-Port Business Network Device`,
        manufacturerId: manufacturerId(maker),
        model,
        priceCents: price(random, 199, 2499),
        weightGrams: 2500,
        attributes: attributes([['Ports', String(ports)]]),
        shortDescription: `${ports} ports, business only`,
        keySellingPoints: ['Business customers only'],
      };
    },
  },
];

function fixedItems(): SeedItem[] {
  const base = {
    typeCode: 'STK' as const,
    availableOnline: true,
    freeShipping: false,
    isClearance: false,
    isExDemo: false,
    websiteSpotlight: false,
    keySellingPoints: [],
  };
  const uvMaker = houseBrandId;
  const mats = [
    ['Standard', '320x270mm', 1500],
    ['Large', '450x400mm', 2500],
    ['Wide', '900x300mm', 3500],
    ['Desk', '1220x590mm', 4900],
  ] as const;
  return [
    { ...base, id: SpecialItemIds.uvNone, code: uvNoneItemCode, description: 'No UV Printing', model: 'UV-NONE', manufacturerId: uvMaker, primaryCategoryId: CategoryIds.uvPrinting, categoryIds: [CategoryIds.uvPrinting], priceCents: 0, rrpCents: 0, attributes: [], weightGrams: 0, shortDescription: 'No UV printing on the case' },
    { ...base, id: SpecialItemIds.uvPanelPrint, code: 'PLE-663936', description: 'UV Printed Case Panel', model: 'UV-PANEL', manufacturerId: uvMaker, primaryCategoryId: CategoryIds.uvPrinting, categoryIds: [CategoryIds.uvPrinting], priceCents: 4900, rrpCents: 4900, attributes: attributes([['Print', 'Per panel']]), weightGrams: 0, shortDescription: 'Your design UV printed on a case panel' },
    { ...base, id: SpecialItemIds.defaultUvItem, code: 'PLE-652174', description: 'Custom UV Printed Mousepad Standard 320x270mm', model: 'UV-MAT-S', manufacturerId: uvMaker, primaryCategoryId: CategoryIds.mouseMats, categoryIds: [CategoryIds.mouseMats, CategoryIds.uvPrinting], priceCents: 2900, rrpCents: 2900, attributes: attributes([['Size', '320x270mm'], ['Printable Panels', 'F']]), weightGrams: 300, shortDescription: 'Print your own mousepad' },
    ...mats.map(([name, size, cents], index): SeedItem => ({ ...base, id: 602300 + index, code: `PLE-MAT-${name.toUpperCase()}`, description: `Rigkit ${name} Gaming Mousepad ${size}`, model: `MAT-${name.toUpperCase()}`, manufacturerId: uvMaker, primaryCategoryId: CategoryIds.mouseMats, categoryIds: [CategoryIds.mouseMats], priceCents: cents, rrpCents: cents, attributes: attributes([['Size', size]]), weightGrams: 400, shortDescription: `${name} mousepad, ${size}` })),
    ...['Windows 11 Home', 'Windows 11 Pro'].map((name, index): SeedItem => ({ ...base, id: 602310 + index, code: `PLE-OS-${index + 1}`, description: `Microsoft ${name} 64-bit OEM`, model: name, manufacturerId: manufacturerId('Microsoft'), primaryCategoryId: CategoryIds.operatingSystem, categoryIds: [CategoryIds.operatingSystem], priceCents: index === 0 ? 18900 : 26900, rrpCents: index === 0 ? 19900 : 28900, attributes: attributes([['Edition', name]]), weightGrams: 100, shortDescription: name })),
    ...['Microsoft 365 Personal 12 Months', 'Microsoft 365 Family 12 Months', 'Office Home 2024'].map((name, index): SeedItem => ({ ...base, id: 602320 + index, code: `PLE-LIC-${index + 1}`, description: name, model: name, manufacturerId: manufacturerId('Microsoft'), primaryCategoryId: CategoryIds.licensing, categoryIds: [CategoryIds.licensing], priceCents: [10900, 13900, 21900][index] ?? 10900, rrpCents: [10900, 13900, 21900][index] ?? 10900, attributes: attributes([['Licence', '12 months']]), weightGrams: 0, shortDescription: name })),
  ];
}

export const fixedItemIds: ReadonlySet<number> = new Set(fixedItems().map((item) => item.id));

function categoriesWithParents(categoryId: number): number[] {
  const parents: Record<number, number> = {
    [CategoryIds.keyboards]: CategoryIds.peripherals,
    [CategoryIds.mice]: CategoryIds.peripherals,
    [CategoryIds.headsets]: CategoryIds.peripherals,
    [CategoryIds.mouseMats]: CategoryIds.peripherals,
  };
  const parent = parents[categoryId];
  return parent === undefined ? [categoryId] : [categoryId, parent];
}

/** Prebuilt desktops (STK, in Desktop Computers / Ready to go) by the house or sister brand. */
function prebuilt(random: Random): Omit<SeedItem, 'id' | 'code'> {
  const brand = random.chance(0.75) ? houseBrandId : sisterBrandId;
  const tier = random.pick(['Entry', 'Core', 'Pro', 'Elite', 'Ultra'] as const);
  const [chip] = random.pick(gpuChips);
  const socket = random.pick(socketNames);
  const cpu = sockets[socket].vendor === 'AMD' ? `Ryzen ${random.pick([5, 7, 9])} ${random.integer(7, 9)}${random.integer(6, 9)}00X` : `Core Ultra ${random.pick([5, 7, 9])} ${random.integer(225, 285)}K`;
  const memory = random.pick(['16GB', '32GB', '64GB']);
  const storage = random.pick(['1TB', '2TB', '4TB']);
  const model = `${tier} ${chip.replace(/^(GeForce|Radeon) /, '')} ${random.integer(100, 999)}`;
  const manufacturerName = brand === houseBrandId ? 'Rigkit' : 'Ember Systems';
  const priceCents = price(random, 1299, 7999);
  return {
    description: `${manufacturerName} ${model} Gaming PC ${cpu} ${chip} ${memory} ${storage}`,
    typeCode: 'STK',
    manufacturerId: brand,
    model,
    primaryCategoryId: CategoryIds.readyToGo,
    categoryIds: [CategoryIds.readyToGo, CategoryIds.desktopComputers],
    priceCents,
    rrpCents: priceCents,
    attributes: attributes([
      ['Base PC', `${manufacturerName} ${tier}`],
      ['CPU', cpu],
      ['CPU Cooler', random.pick(['240mm AIO Liquid', 'Dual Tower Air'])],
      ['Motherboard', `${random.pick(sockets[socket].chipsets)} ${socket}`],
      ['Memory', `${memory} ${sockets[socket].memory}`],
      ['Graphics Card', chip],
      ['OS Drive', `${storage} NVMe SSD`],
      ['Storage Drive', random.pick(['None', '2TB Hard Drive'])],
      ['Case', random.pick(['Mid Tower Airflow', 'Glass Showcase'])],
      ['Power Supply', `${random.pick([750, 850, 1000])}W 80 Plus Gold`],
      ['Operating System', 'Windows 11 Home'],
      ['Cooling Fans', random.pick(['3 x 120mm', '6 x 120mm'])],
      ['Licensing', 'None'],
    ], 6),
    availableOnline: true,
    freeShipping: random.chance(0.5),
    isClearance: false,
    isExDemo: false,
    websiteSpotlight: random.chance(0.3),
    weightGrams: 15000,
    shortDescription: `${cpu}, ${chip}, ${memory}`,
    keySellingPoints: [cpu, chip, `${memory} memory`, `${storage} NVMe`],
  };
}

export interface GeneratedCatalogue {
  items: SeedItem[];
  /** Ids of items usable as options in custom builds, by category id. */
  byCategory: Map<number, SeedItem[]>;
}

/**
 * `count` items in all: the fixed ones, about 4% prebuilt desktops, the rest parts and peripherals by weight;
 * about 2% of items are also listed as EX-DEMO copies, 1% sit in category 1390, some are on clearance.
 * Kit (KIT) items are added by kits.ts and count towards `count`.
 */
export function generateCatalogue(random: Random, count: number, kitCount: number): GeneratedCatalogue {
  const items: SeedItem[] = fixedItems();
  let nextId = 500001;
  const takeId = (): number => {
    while (fixedItemIds.has(nextId)) nextId += 1;
    return nextId++;
  };
  const remaining = Math.max(0, count - items.length - kitCount);
  const prebuiltCount = Math.max(4, Math.round(remaining * 0.04));
  for (let index = 0; index < prebuiltCount; index += 1) {
    const id = takeId();
    items.push({ id, code: `PLE-${id}`, ...prebuilt(random) });
  }
  const totalWeight = templates.reduce((sum, template) => sum + template.weight, 0);
  const partCount = remaining - prebuiltCount;
  for (let index = 0; index < partCount; index += 1) {
    // Round-robin by weight so every category gets its share even in a small store.
    let ticket = (index * 7919) % totalWeight;
    const template = templates.find((candidate) => (ticket -= candidate.weight) < 0) ?? templates[0];
    if (!template) break;
    const made = template.make(random, index);
    const id = takeId();
    const isExDemo = template.categoryId === CategoryIds.monitors || template.categoryId === CategoryIds.keyboards ? random.chance(0.12) : false;
    const rrpCents = Math.round((made.priceCents * random.pick([100, 100, 105, 110, 120])) / 100 / 100) * 100;
    const categoryIds = categoriesWithParents(template.categoryId);
    if (isExDemo) categoryIds.push(CategoryIds.exDemo);
    if (random.chance(0.01)) categoryIds.push(CategoryIds.victorianSpecials);
    items.push({
      ...made,
      id,
      code: `PLE-${id}`,
      description: isExDemo ? `EX-DEMO ${made.description}` : made.description,
      typeCode: made.typeCode ?? 'STK',
      primaryCategoryId: template.categoryId,
      categoryIds,
      priceCents: isExDemo ? Math.round(made.priceCents * 0.8 / 100) * 100 : made.priceCents,
      rrpCents: Math.max(rrpCents, made.priceCents),
      availableOnline: random.chance(0.97),
      freeShipping: random.chance(0.1),
      isClearance: random.chance(0.05),
      isExDemo,
      websiteSpotlight: random.chance(0.04),
    });
  }
  const byCategory = new Map<number, SeedItem[]>();
  for (const item of items) {
    const list = byCategory.get(item.primaryCategoryId) ?? [];
    list.push(item);
    byCategory.set(item.primaryCategoryId, list);
  }
  return { items, byCategory };
}

/** KIT items take ids from here up, clear of parts (500001 up, at most 100,000 of them) and the fixed ids. */
export const firstKitItemId = 700001;
