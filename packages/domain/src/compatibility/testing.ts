// Deterministic parts for tests and the bench: a compatible AM5 build by default (each factory takes attribute
// overrides; `undefined` removes an attribute), and a seeded catalogue of many parts across 20 categories.
import { seededRandom } from '../grid/testing.ts';
import { COMPATIBILITY_ATTRIBUTE_KEYS as keys, CompatibilityCategories as categories } from './attributeKeys.ts';
import type { CompatibilityPart, CompatibilitySelection } from './types.ts';

export type AttributeOverrides = Readonly<Record<string, string | undefined>>;

/** An override value that removes the attribute, like undefined, but reads well in a test title. */
export const NOT_LISTED = '(not listed)';

function toAttributes(attributes: AttributeOverrides): CompatibilityPart['Attributes'] {
  return Object.entries(attributes)
    .filter((entry): entry is [string, string] => entry[1] !== undefined && entry[1] !== NOT_LISTED)
    .map(([Key, Value]) => ({ Key, Value }));
}

export function makePart(
  InventoryItemId: number,
  ItemDescription: string,
  attributes: AttributeOverrides = {},
  partial: Partial<CompatibilityPart> = {},
): CompatibilityPart {
  return { InventoryItemId, ItemDescription, ManufacturerModel: null, Attributes: toAttributes(attributes), ...partial };
}

export const makeCpu = (attributes: AttributeOverrides = {}, id = 1001) =>
  makePart(id, 'AMD Ryzen 7 9700X', {
    [keys.socket]: 'AM5',
    [keys.supportedChipsets]: 'X870E, X870, B850, B650E, B650, X670E, X670, A620',
    [keys.unlockedMultiplier]: 'Yes',
    [keys.tdp]: '65',
    ...attributes,
  });

export const makeMotherboard = (attributes: AttributeOverrides = {}, id = 2001) =>
  makePart(id, 'ASUS TUF Gaming B650-PLUS', {
    [keys.socket]: 'AM5',
    [keys.chipset]: 'B650',
    [keys.cpuOverclocking]: 'Yes',
    [keys.memoryType]: 'DDR5',
    [keys.memorySlots]: '4',
    [keys.formFactor]: 'ATX',
    ...attributes,
  });

export const makeMemory = (attributes: AttributeOverrides = {}, id = 3001) =>
  makePart(id, 'Corsair Vengeance 32GB (2x16GB) DDR5-6000', { [keys.memoryType]: 'DDR5', [keys.modules]: '2', ...attributes });

export const makeGraphicsCard = (attributes: AttributeOverrides = {}, id = 4001) =>
  makePart(id, 'MSI GeForce RTX 4070 Ventus 2X', { [keys.gpuLength]: '242', [keys.boardPower]: '200', ...attributes });

export const makeCpuCooler = (attributes: AttributeOverrides = {}, id = 5001) =>
  makePart(id, 'Noctua NH-D15', { [keys.coolerHeight]: '165', [keys.supportedSockets]: 'AM5, AM4, LGA1851, LGA1700', ...attributes });

export const makeCase = (attributes: AttributeOverrides = {}, id = 6001) =>
  makePart(id, 'NZXT H5 Flow', {
    [keys.supportedFormFactors]: 'ATX, Micro-ATX, Mini-ITX',
    [keys.maxGpuLength]: '365',
    [keys.maxCoolerHeight]: '165',
    ...attributes,
  });

export const makePowerSupply = (attributes: AttributeOverrides = {}, id = 7001) =>
  makePart(id, 'Corsair RM750e', { [keys.wattage]: '750', ...attributes });

export const makeDrive = (id = 8001) => makePart(id, 'Samsung 990 Pro 1TB');
export const makeFan = (id = 9001) => makePart(id, 'Arctic P12');

/**
 * The default build: all compatible. Its estimated draw is 65 W CPU + 200 W card + 75 W allowance (board 50,
 * 2 modules 10, 1 drive 10, cooler 5) = 340 W.
 */
export function makeBuild(overrides: CompatibilitySelection = {}): CompatibilitySelection {
  return {
    [categories.cpu]: { part: makeCpu() },
    [categories.motherboard]: { part: makeMotherboard() },
    [categories.memory]: { part: makeMemory(), quantity: 1 },
    [categories.graphicsCard]: { part: makeGraphicsCard() },
    [categories.cpuCooler]: { part: makeCpuCooler() },
    [categories.case]: { part: makeCase() },
    [categories.powerSupply]: { part: makePowerSupply() },
    [categories.osDrive]: { part: makeDrive(), quantity: 1 },
    ...overrides,
  };
}

/** The ten categories beyond the rules' own, so that a catalogue has 20 like a real custom PC kit. */
export const UNRELATED_CATEGORIES = [
  'Operating System',
  'Licensing',
  'UV Printing',
  'Wi-Fi Adapter',
  'Sound Card',
  'Keyboard',
  'Mouse',
  'Monitor',
  'Headset',
  'Warranty',
] as const;

export interface CompatibilityCatalogue {
  options: Record<string, CompatibilityPart[]>;
  selection: CompatibilitySelection;
}

/**
 * `partsPerCategory` × 20 categories of parts with seeded attributes: a mix of AM5/AM4/LGA1700/LGA1851 CPUs and
 * boards, DDR4/DDR5, sizes and wattages that make some options incompatible, and about one part in 20 missing an
 * attribute (so "could not check" verdicts occur too). The selection takes the first option of each category.
 */
export function makeCompatibilityCatalogue(seed: number, partsPerCategory = 50): CompatibilityCatalogue {
  const random = seededRandom(seed);
  const pick = <T>(values: readonly T[]): T => values[Math.floor(random() * values.length)] as T;
  const between = (low: number, high: number) => low + Math.floor(random() * (high - low + 1));
  const maybe = (value: string) => (random() < 0.05 ? undefined : value);
  const platforms = [
    { socket: 'AM5', chipsets: ['X870E', 'X870', 'B850', 'B650', 'A620'], memory: 'DDR5' },
    { socket: 'AM4', chipsets: ['X570', 'B550', 'B450', 'A520'], memory: 'DDR4' },
    { socket: 'LGA1700', chipsets: ['Z790', 'B760', 'H770', 'H610'], memory: 'DDR5' },
    { socket: 'LGA1851', chipsets: ['Z890', 'B860', 'H810'], memory: 'DDR5' },
  ] as const;
  const formFactors = ['E-ATX', 'ATX', 'Micro-ATX', 'Mini-ITX'] as const;

  let nextId = 100000;
  const makers: Record<string, () => CompatibilityPart> = {
    [categories.cpu]: () => {
      const platform = pick(platforms);
      return makePart(nextId, `CPU ${nextId} ${platform.socket}`, {
        [keys.socket]: maybe(platform.socket),
        [keys.supportedChipsets]: platform.chipsets.slice(0, between(2, platform.chipsets.length)).join(', '),
        [keys.biosUpdateChipsets]: random() < 0.3 ? platform.chipsets[1] : undefined,
        [keys.unlockedMultiplier]: random() < 0.5 ? 'Yes' : 'No',
        [keys.tdp]: maybe(String(pick([65, 105, 120, 125, 170]))),
      });
    },
    [categories.motherboard]: () => {
      const platform = pick(platforms);
      const chipset = pick(platform.chipsets);
      return makePart(nextId, `Motherboard ${nextId} ${chipset}`, {
        [keys.socket]: platform.socket,
        [keys.chipset]: chipset,
        [keys.cpuOverclocking]: /^[ZX]/.test(chipset) || chipset.startsWith('B') ? 'Yes' : 'No',
        [keys.memoryType]: maybe(random() < 0.15 ? 'DDR4' : platform.memory),
        [keys.memorySlots]: String(pick([2, 4, 4, 8])),
        [keys.formFactor]: maybe(pick(formFactors)),
      });
    },
    [categories.memory]: () =>
      makePart(nextId, `Memory ${nextId}`, {
        [keys.memoryType]: maybe(pick(['DDR4', 'DDR5', 'DDR5'])),
        [keys.modules]: maybe(String(pick([1, 2, 2, 4]))),
      }),
    [categories.graphicsCard]: () =>
      makePart(nextId, `Graphics Card ${nextId}`, {
        [keys.gpuLength]: maybe(String(between(170, 360))),
        [keys.boardPower]: maybe(String(between(75, 575))),
      }),
    [categories.cpuCooler]: () =>
      makePart(nextId, `Cooler ${nextId}`, {
        [keys.coolerHeight]: maybe(String(between(40, 170))),
        [keys.supportedSockets]: maybe(platforms.filter(() => random() < 0.7).map((platform) => platform.socket).join(', ') || 'AM5'),
      }),
    [categories.case]: () =>
      makePart(nextId, `Case ${nextId}`, {
        [keys.supportedFormFactors]: maybe(formFactors.slice(between(0, 3)).join(', ')),
        [keys.maxGpuLength]: maybe(String(between(200, 420))),
        [keys.maxCoolerHeight]: maybe(String(between(60, 185))),
      }),
    [categories.powerSupply]: () => makePart(nextId, `Power Supply ${nextId}`, { [keys.wattage]: maybe(String(pick([450, 550, 650, 750, 850, 1000, 1200]))) }),
  };

  const options: Record<string, CompatibilityPart[]> = {};
  const allCategories = [...Object.values(categories), ...UNRELATED_CATEGORIES];
  for (const categoryName of allCategories) {
    const maker = makers[categoryName] ?? (() => makePart(nextId, `${categoryName} ${nextId}`));
    options[categoryName] = Array.from({ length: partsPerCategory }, () => {
      const part = maker();
      nextId += 1;
      return part;
    });
  }
  const selection: Record<string, { part: CompatibilityPart; quantity: number }> = {};
  for (const categoryName of allCategories) {
    const first = options[categoryName]?.[0];
    if (first) selection[categoryName] = { part: first, quantity: categoryName === categories.coolingFans ? 3 : 1 };
  }
  return { options, selection };
}
