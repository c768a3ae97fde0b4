// The generated catalogue: parts with the attributes filters and the configurator read, prebuilt STK desktops
// by the house and sister brands, B2B and EX-DEMO items, and the fixed items the specs name (spec 2 §9).
// Attribute keys are the ones the domain's compatibility rules read (packages/domain/src/compatibility).
import type { ItemTypeCode } from '@rigkit/domain/cart';
import type { ItemAttribute } from '../db/schema.ts';
import { CategoryIds, houseBrandId, seedManufacturers, sisterBrandId } from './reference.ts';
import {
  boardLines, capacityLabel, caseLines, chipsets, coolerLines, cpuModels, driveLines, fanLines, gpuChips, gpuLines, headsetModels, keyboardModels,
  memoryDollars, memoryLines, monitorModels, mouseModels, networkModels, psuLines, sockets, storeDollars,
  type CpuModel, type DriveLine, type GpuChip, type SocketName,
} from './productLines.ts';
import { createRandom, type Random } from './random.ts';

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

/** Dollars to cents at a store price (ending in 9). */
const cents = (dollars: number): number => storeDollars(dollars) * 100;

type PartFields = Omit<SeedItem, 'id' | 'code' | 'categoryIds' | 'rrpCents' | 'availableOnline' | 'freeShipping' | 'isClearance' | 'isExDemo' | 'websiteSpotlight' | 'primaryCategoryId' | 'typeCode'> & { typeCode?: SeedItem['typeCode'] };

/**
 * A category's parts: every product the table allows (`variants`), dealt out in a seeded shuffle so a store of
 * any size lists distinct products before it repeats one, and `make` turning one into an item.
 */
interface PartTemplate {
  categoryId: number;
  weight: number;
  /** Starts a catalogue: the returned function makes the category's next item, the next one `wanted` when given. */
  start(random: Random): (random: Random, wanted?: (made: PartFields) => boolean) => PartFields;
}

function part<Variant>(categoryId: number, weight: number, variants: readonly Variant[], make: (variant: Variant, random: Random) => PartFields): PartTemplate {
  return {
    categoryId,
    weight,
    start(random) {
      const deck = [...variants];
      for (let index = deck.length - 1; index > 0; index -= 1) {
        const other = random.integer(0, index);
        [deck[index], deck[other]] = [deck[other] as Variant, deck[index] as Variant];
      }
      let dealt = 0;
      return (itemRandom, wanted) => {
        const position = dealt % deck.length;
        if (wanted) {
          // A pinned id takes the next product that is what the tests expect of it (a throwaway stream for trying).
          const found = deck.findIndex((variant, index) => index >= position && wanted(make(variant, createRandom(0))));
          if (found > position) [deck[position], deck[found]] = [deck[found] as Variant, deck[position] as Variant];
        }
        dealt += 1;
        return make(deck[position] as Variant, itemRandom);
      };
    },
  };
}

const socketNames = Object.keys(sockets) as SocketName[];
const overclockingChipset = (chipset: string): boolean => /^[XZ]/.test(chipset) || chipset.startsWith('B6') || chipset.startsWith('B8');

const gpuVariants = gpuLines.flatMap((line) =>
  gpuChips.filter((chip) => chip.vendor === line.vendor && chip.tier >= line.minimumTier).flatMap((chip) => chip.memory.map((memory, step) => ({ line, chip, memory, step }))),
);
const boardVariants = socketNames.flatMap((socket) =>
  sockets[socket].chipsets.flatMap((chipset) => boardLines.filter((line) => line.tiers.includes(chipsets[chipset]?.tier ?? 1)).map((line) => ({ socket, chipset, line }))),
);
const memoryVariants = memoryLines.flatMap((line) => line.sizes.flatMap((size) => line.speeds.flatMap((speed) => line.colours.map((colour) => ({ line, size, speed, colour })))));
const coolerVariants = coolerLines.flatMap((line) => line.sizes.map(([radiator, dollars]) => ({ line, radiator, dollars })));
const driveVariants = (types: readonly DriveLine['type'][]) => driveLines.filter((line) => types.includes(line.type)).flatMap((line) => line.capacities.map(([gigabytes, dollars]) => ({ line, gigabytes, dollars })));
const caseVariants = caseLines.flatMap((line) => line.colours.map(([colour, extra]) => ({ line, colour, extra })));
const psuVariants = psuLines.flatMap((line) => line.models.map(([watts, dollars]) => ({ line, watts, dollars })));
const fanVariants = fanLines.flatMap((line) => line.packs.map(([pack, dollars]) => ({ line, pack, dollars })));

const templates: PartTemplate[] = [
  part(CategoryIds.cpu, 8, cpuModels, (cpu) => ({
    description: `${cpu.vendor} ${cpu.model} ${cpu.cores}-Core ${cpu.socket} Processor`,
    manufacturerId: manufacturerId(cpu.vendor),
    model: cpu.model,
    priceCents: cents(cpu.dollars),
    weightGrams: 400,
    attributes: attributes([
      ['Socket', cpu.socket],
      ['Cores', String(cpu.cores)],
      ['Supported Chipsets', sockets[cpu.socket].chipsets.join(', ')],
      ['Unlocked Multiplier', cpu.unlocked ? 'Yes' : 'No'],
      ['TDP (W)', String(cpu.tdp)],
    ]),
    shortDescription: `${cpu.cores} cores for ${cpu.socket} motherboards`,
    keySellingPoints: [`${cpu.cores} cores`, `${cpu.socket} socket`, cpu.unlocked ? 'Unlocked for overclocking' : 'Efficient and cool'],
  })),
  part(CategoryIds.motherboard, 9, boardVariants, ({ socket, chipset, line }) => {
    const model = line.name.replace('{c}', chipset);
    const sizeFactor = line.formFactor === 'Mini-ITX' ? 1.15 : line.formFactor === 'Micro-ATX' ? 0.85 : 1;
    return {
      description: `${line.maker} ${model} ${socket} ${line.formFactor} Motherboard`,
      manufacturerId: manufacturerId(line.maker),
      model,
      priceCents: cents((chipsets[chipset]?.dollars ?? 199) * line.premium * sizeFactor),
      weightGrams: line.formFactor === 'Mini-ITX' ? 700 : 1200,
      attributes: attributes([
        ['Socket', socket],
        ['Chipset', chipset],
        ['Form Factor', line.formFactor],
        ['Memory Type', sockets[socket].memory],
        ['Memory Slots', line.formFactor === 'Mini-ITX' ? '2' : '4'],
        ['CPU Overclocking', overclockingChipset(chipset) ? 'Yes' : 'No'],
      ]),
      shortDescription: `${chipset} chipset, ${line.formFactor}`,
      keySellingPoints: [`${socket} socket`, `${chipset} chipset`, `${line.formFactor} form factor`],
    };
  }),
  part(CategoryIds.memory, 8, memoryVariants, ({ line, size, speed, colour }) => {
    const module = size / 2;
    const model = `${line.line} ${size}GB ${line.type}-${speed}${line.colours.length > 1 ? ` ${colour}` : ''}`;
    return {
      description: `${line.maker} ${model} (2x${module}GB) Memory`,
      manufacturerId: manufacturerId(line.maker),
      model,
      priceCents: memoryDollars(line, size, speed) * 100,
      weightGrams: 100,
      attributes: attributes([
        ['Memory Type', line.type],
        ['Memory Speed', `${speed} MT/s`],
        ['Capacity', `${size}GB`],
        ['Modules', '2'],
        ['Colour', colour],
        ['RGB Lighting', line.rgb ? 'Yes' : 'No'],
      ]),
      shortDescription: `${size}GB ${line.type}-${speed} kit, 2 x ${module}GB`,
      keySellingPoints: [`${line.type}-${speed}`, `2 x ${module}GB`],
    };
  }),
  part(CategoryIds.graphicsCard, 9, gpuVariants, ({ line, chip, memory, step }) => {
    const length = chip.length + line.extraLength;
    const model = `${line.line} ${chip.chip} ${memory}GB`;
    return {
      description: `${line.maker} ${model} Graphics Card`,
      manufacturerId: manufacturerId(line.maker),
      model,
      priceCents: cents((chip.dollars + step * chip.memoryStepDollars) * line.premium),
      weightGrams: chip.tier >= 4 ? 2200 : 1300,
      attributes: attributes([
        ['Chip', chip.chip],
        ['GPU Length (mm)', String(length)],
        ['Board Power (W)', String(chip.boardPower)],
        ['Video Memory', `${memory}GB`],
      ]),
      shortDescription: `${chip.chip} ${memory}GB, ${length} mm long`,
      keySellingPoints: [chip.chip, `${memory}GB video memory`, `${length} mm card length`],
    };
  }),
  part(CategoryIds.cpuCooler, 6, coolerVariants, ({ line, radiator, dollars }) => {
    const model = line.liquid ? `${line.line} ${radiator}` : line.line;
    return {
      description: `${line.maker} ${model} ${line.liquid ? 'AIO Liquid' : 'Air'} CPU Cooler`,
      manufacturerId: manufacturerId(line.maker),
      model,
      priceCents: cents(dollars),
      weightGrams: line.liquid ? 1400 : 1000,
      attributes: attributes([
        ['Cooler Type', line.liquid ? 'Liquid' : 'Air'],
        ['Cooler Height (mm)', String(line.height)],
        ['Supported Sockets', 'AM5, AM4, LGA1851, LGA1700'],
        ...(line.liquid ? [['Radiator Size (mm)', String(radiator)] as [string, string]] : []),
      ]),
      shortDescription: line.liquid ? `${radiator} mm all-in-one liquid cooler` : `Air cooler, ${line.height} mm tall`,
      keySellingPoints: [line.liquid ? `${radiator} mm radiator` : 'Quiet air cooling', `${line.height} mm tall`],
    };
  }),
  ...([
    [CategoryIds.osDrive, driveVariants(['NVMe SSD'])],
    [CategoryIds.storageDrive, driveVariants(['SATA SSD', 'Hard Drive'])],
  ] as const).map(([categoryId, variants]) =>
    part(categoryId, 5, variants, ({ line, gigabytes, dollars }) => {
      const capacity = capacityLabel(gigabytes);
      const model = `${line.line} ${capacity}`;
      const kind = line.type === 'NVMe SSD' ? `${line.interface.replace(/ x4 NVMe$/, '')} NVMe M.2 SSD` : line.type === 'SATA SSD' ? '2.5" SATA SSD' : '3.5" Hard Drive';
      return {
        description: `${line.maker} ${model} ${kind}`,
        manufacturerId: manufacturerId(line.maker),
        model,
        priceCents: cents(dollars),
        weightGrams: line.type === 'Hard Drive' ? 700 : line.type === 'SATA SSD' ? 60 : 10,
        attributes: attributes([
          ['Capacity', capacity],
          ['Interface', line.interface],
          ['Drive Type', line.type],
          ['Form Factor', line.formFactor],
        ]),
        shortDescription: `${capacity} ${line.type}, ${line.interface}`,
        keySellingPoints: [capacity, line.interface],
      };
    }),
  ),
  part(CategoryIds.case, 7, caseVariants, ({ line, colour, extra }) => {
    const supported = line.size === 'Mini-ITX' ? 'Mini-ITX' : line.size === 'Full Tower' ? 'E-ATX, ATX, Micro-ATX, Mini-ITX' : 'ATX, Micro-ATX, Mini-ITX';
    const model = `${line.line} ${colour}`;
    return {
      description: `${line.maker} ${model} ${line.size} Case`,
      manufacturerId: manufacturerId(line.maker),
      model,
      priceCents: cents(line.dollars + extra),
      weightGrams: line.size === 'Mini-ITX' ? 5000 : line.size === 'Full Tower' ? 14000 : 9000,
      attributes: attributes([
        ['Supported Form Factors', supported],
        ['Max GPU Length (mm)', String(line.maxGpuLength)],
        ['Max CPU Cooler Height (mm)', String(line.maxCoolerHeight)],
        ['Case Size', line.size],
        ['Colour', colour],
        ['Printable Panels', line.printablePanels],
      ]),
      shortDescription: `${line.size} case in ${colour}`,
      keySellingPoints: [line.size, `Fits ${supported.split(', ')[0] ?? supported}`, `Graphics cards up to ${line.maxGpuLength} mm`],
    };
  }),
  part(CategoryIds.powerSupply, 6, psuVariants, ({ line, watts, dollars }) => {
    const model = line.name.replace('{w}', String(watts));
    return {
      description: `${line.maker} ${model} ${watts}W ${line.efficiency} Power Supply`.replace(`${watts}W ${watts}W`, `${watts}W`),
      manufacturerId: manufacturerId(line.maker),
      model,
      priceCents: cents(dollars),
      weightGrams: 1500 + watts,
      attributes: attributes([
        ['Wattage (W)', String(watts)],
        ['Efficiency', line.efficiency],
      ]),
      shortDescription: `${watts} W, ${line.efficiency}`,
      keySellingPoints: [`${watts} W`, line.efficiency],
    };
  }),
  part(CategoryIds.coolingFans, 4, fanVariants, ({ line, pack, dollars }) => {
    const model = `${line.line}${pack > 1 ? ` ${pack}-Pack` : ''}`;
    return {
      description: `${line.maker} ${model} ${line.size}mm Case Fan${pack > 1 ? 's' : ''}`,
      manufacturerId: manufacturerId(line.maker),
      model,
      priceCents: cents(dollars),
      weightGrams: 180 * pack,
      attributes: attributes([
        ['Fan Size', `${line.size}mm`],
        ['Pack Size', String(pack)],
        ['RGB Lighting', line.rgb ? 'Yes' : 'No'],
      ]),
      shortDescription: `${pack > 1 ? `${pack} x ` : ''}${line.size} mm fan${pack > 1 ? 's' : ''}`,
      keySellingPoints: [`${line.size} mm`, pack > 1 ? `${pack} fans` : 'Single fan'],
    };
  }),
  part(CategoryIds.monitors, 7, monitorModels, (monitor) => ({
    description: `${monitor.maker} ${monitor.model} ${monitor.size}" ${monitor.resolution} ${monitor.refresh}Hz ${monitor.panel} Monitor`,
    manufacturerId: manufacturerId(monitor.maker),
    model: monitor.model,
    priceCents: cents(monitor.dollars),
    weightGrams: monitor.size * 220,
    attributes: attributes([
      ['Screen Size', `${monitor.size}"`],
      ['Resolution', monitor.resolution],
      ['Refresh Rate', `${monitor.refresh}Hz`],
      ['Panel Type', monitor.panel],
    ]),
    shortDescription: `${monitor.size}" ${monitor.panel}, ${monitor.refresh}Hz`,
    keySellingPoints: [`${monitor.size}" screen`, monitor.resolution, `${monitor.refresh}Hz`],
  })),
  ...([
    [CategoryIds.keyboards, 'Keyboard', keyboardModels],
    [CategoryIds.mice, 'Mouse', mouseModels],
    [CategoryIds.headsets, 'Headset', headsetModels],
  ] as const).map(([categoryId, noun, models]) =>
    part(categoryId, 5, models, (device) => ({
      description: `${device.maker} ${device.model} ${device.kind === device.connection ? device.connection : `${device.connection} ${device.kind}`} Gaming ${noun}`,
      manufacturerId: manufacturerId(device.maker),
      model: device.model,
      priceCents: cents(device.dollars),
      weightGrams: noun === 'Keyboard' ? 1000 : noun === 'Mouse' ? 150 : 400,
      attributes: attributes([['Connection', device.connection], ['Type', device.kind]]),
      shortDescription: `${device.kind} ${noun.toLowerCase()}`,
      keySellingPoints: [device.connection, device.kind],
    })),
  ),
  part(CategoryIds.businessNetworking, 3, networkModels, (device) => ({
    typeCode: 'B2B',
    description: `${device.maker} ${device.model} ${device.ports > 1 ? `${device.ports}-Port ` : ''}${device.kind === 'Switch' ? 'Managed Switch' : device.kind}`,
    manufacturerId: manufacturerId(device.maker),
    model: device.model,
    priceCents: cents(device.dollars),
    weightGrams: device.kind === 'Access Point' ? 600 : 2500,
    attributes: attributes([['Ports', String(device.ports)], ['Device Type', device.kind]]),
    shortDescription: `${device.kind}, business only`,
    keySellingPoints: ['Business customers only'],
  })),
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

/** A prebuilt's tier: its graphics chips, the CPUs it pairs them with, memory and OS drive (designed). */
const prebuiltTiers = [
  { tier: 'Entry', chips: ['GeForce RTX 5060 Ti', 'Radeon RX 9060 XT'], cpus: ['Ryzen 5 7600', 'Ryzen 5 5600X', 'Core i5-14400F'], memory: 16, storage: 1000 },
  { tier: 'Core', chips: ['GeForce RTX 5070', 'Radeon RX 9070'], cpus: ['Ryzen 5 9600X', 'Core Ultra 5 245K', 'Core i5-14600K'], memory: 32, storage: 1000 },
  { tier: 'Pro', chips: ['GeForce RTX 5070 Ti', 'Radeon RX 9070 XT'], cpus: ['Ryzen 7 9700X', 'Ryzen 7 7800X3D', 'Core Ultra 7 265K'], memory: 32, storage: 2000 },
  { tier: 'Elite', chips: ['GeForce RTX 5080'], cpus: ['Ryzen 7 9800X3D', 'Core Ultra 7 265K', 'Core i7-14700K'], memory: 32, storage: 2000 },
  { tier: 'Ultra', chips: ['GeForce RTX 5090'], cpus: ['Ryzen 9 9950X3D', 'Ryzen 7 9800X3D', 'Core Ultra 9 285K'], memory: 64, storage: 4000 },
] as const;
const prebuiltCases = [['Lian Li Lancool 216', 149], ['Fractal Design North', 229], ['NZXT H7 Flow', 199], ['Lian Li O11 Dynamic EVO', 259]] as const;
const memoryKitDollars: Record<number, number> = { 16: 89, 32: 149, 64: 279 };
const nvmeDollars: Record<number, number> = { 1000: 129, 2000: 219, 4000: 399 };

/**
 * Prebuilt desktops (STK, in Desktop Computers / Ready to go): every fourth by the sister brand (so 500001 is
 * Ember Systems' and 500003 the house brand's, as the tests name them), parts that fit together (the board's
 * socket is the CPU's, memory of its type, a power supply sized for CPU and card) and a price that is the parts'
 * plus building and Windows, so a faster PC costs more.
 */
function prebuilt(random: Random, index: number): Omit<SeedItem, 'id' | 'code'> {
  const brand = index % 4 === 0 ? sisterBrandId : houseBrandId;
  const plan = random.pick(prebuiltTiers);
  const chipName: string = random.pick(plan.chips);
  const cpuName: string = random.pick(plan.cpus);
  const chip = gpuChips.find((candidate) => candidate.chip === chipName) ?? (gpuChips[0] as GpuChip);
  const cpu = cpuModels.find((candidate) => candidate.model === cpuName) ?? (cpuModels[0] as CpuModel);
  const platform = sockets[cpu.socket];
  const chipset = platform.chipsets[plan.tier === 'Entry' ? 2 : 1] ?? platform.chipsets[0] ?? '';
  const memory = `${plan.memory}GB`;
  const storage = capacityLabel(plan.storage);
  const watts = [650, 750, 850, 1000, 1200].find((candidate) => candidate >= chip.boardPower + cpu.tdp + 200) ?? 1200;
  const [caseName, caseDollars] = random.pick(prebuiltCases);
  const colour = random.chance(0.4) ? 'White' : 'Black';
  const liquid = cpu.tdp >= 120 || chip.tier >= 4;
  const storageDrive = random.chance(0.3) ? '2TB Hard Drive' : 'None';
  const manufacturerName = brand === houseBrandId ? 'Rigkit' : 'Ember Systems';
  const chipShort = chip.chip.replace(/^(GeForce|Radeon) /, '');
  const model = `${plan.tier} ${chipShort} G${String(index + 101)}`;
  const dollars =
    cpu.dollars + chip.dollars * 1.05 + (memoryKitDollars[plan.memory] ?? 149) + (nvmeDollars[plan.storage] ?? 219) + (chipsets[chipset]?.dollars ?? 199) +
    watts * 0.18 + caseDollars + (liquid ? 159 : 69) + (storageDrive === 'None' ? 0 : 109) + 189 + 249;
  const priceCents = cents(dollars);
  return {
    // The model code ends the name, so two prebuilts of one recipe are told apart (a results list names each).
    description: `${manufacturerName} ${plan.tier} Gaming PC ${cpu.vendor} ${cpu.model} ${chip.chip} ${memory} ${storage} ${model.split(" ").at(-1) ?? ""}`.trim(),
    typeCode: 'STK',
    manufacturerId: brand,
    model,
    primaryCategoryId: CategoryIds.readyToGo,
    categoryIds: [CategoryIds.readyToGo, CategoryIds.desktopComputers],
    priceCents,
    rrpCents: priceCents,
    attributes: attributes([
      ['Base PC', `${manufacturerName} ${plan.tier}`],
      ['CPU', cpu.model],
      ['CPU Cooler', liquid ? '360mm AIO Liquid' : 'Dual Tower Air'],
      ['Motherboard', `${chipset} ${cpu.socket}`],
      ['Memory', `${memory} ${platform.memory}`],
      ['Graphics Card', chip.chip],
      ['OS Drive', `${storage} NVMe SSD`],
      ['Storage Drive', storageDrive],
      ['Case', `${caseName} ${colour}`],
      ['Power Supply', `${watts}W 80 Plus Gold`],
      ['Operating System', 'Windows 11 Home'],
      ['Cooling Fans', liquid ? '6 x 120mm' : '3 x 120mm'],
      ['Licensing', 'None'],
    ], 6),
    availableOnline: true,
    freeShipping: random.chance(0.5),
    isClearance: false,
    isExDemo: false,
    websiteSpotlight: random.chance(0.3),
    weightGrams: 15000,
    shortDescription: `${cpu.model}, ${chip.chip}, ${memory}`,
    keySellingPoints: [cpu.model, chip.chip, `${memory} memory`, `${storage} NVMe`],
  };
}

/**
 * Generated ids that tests and issues name keep what they are in the default 2,000-item store (each pin applies
 * only when the id falls in that category, so smaller stores are unaffected): 500080 is the Ryzen 9 9900X at $679
 * (the e2e shopper's AM5 CPU, as it was $679 before) and 500081 the Ryzen 7 9700X at $499 (the compare pair and the
 * cart's second AM5 part), 500137 a graphics card not sold online (issue 17 item 4).
 */
const pinnedParts: ReadonlyMap<number, { categoryId: number; wanted?: (made: PartFields) => boolean; availableOnline?: boolean }> = new Map([
  [500080, { categoryId: CategoryIds.cpu, wanted: (made: PartFields) => made.model === 'Ryzen 9 9900X' }],
  [500081, { categoryId: CategoryIds.cpu, wanted: (made: PartFields) => made.model === 'Ryzen 7 9700X' }],
  [500137, { categoryId: CategoryIds.graphicsCard, availableOnline: false }],
]);

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
    items.push({ id, code: `PLE-${id}`, ...prebuilt(random, index) });
  }
  const makers = templates.map((template) => template.start(random));
  const totalWeight = templates.reduce((sum, template) => sum + template.weight, 0);
  const partCount = remaining - prebuiltCount;
  for (let index = 0; index < partCount; index += 1) {
    // Round-robin by weight so every category gets its share even in a small store.
    let ticket = (index * 7919) % totalWeight;
    const templateIndex = templates.findIndex((candidate) => (ticket -= candidate.weight) < 0);
    const template = templates[templateIndex];
    const make = makers[templateIndex];
    if (!template || !make) break;
    const id = takeId();
    const pin = pinnedParts.get(id);
    const pinned = pin?.categoryId === template.categoryId ? pin : undefined;
    const made = make(random, pinned?.wanted);
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
      availableOnline: random.chance(0.97) && (pinned?.availableOnline ?? true),
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

/**
 * One item per product (the first listed): a large store repeats products once the table's variety runs out, and a
 * configurator or a list offering the same product twice is confusing (two radios of one name).
 */
export function distinctProducts(items: readonly SeedItem[]): SeedItem[] {
  const seen = new Set<string>();
  return items.filter((item) => !seen.has(item.description) && Boolean(seen.add(item.description)));
}

/** KIT items take ids from here up, clear of parts (500001 up, at most 100,000 of them) and the fixed ids. */
export const firstKitItemId = 700001;
