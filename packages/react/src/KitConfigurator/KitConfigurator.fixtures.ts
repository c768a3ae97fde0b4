import { COMPATIBILITY_ATTRIBUTE_KEYS as keys } from '@rigkit/domain/compatibility';
import type { KitCategory, KitConfiguration, KitItemAttribute, KitOptionItem } from '@rigkit/domain/kit';
import { KitItemIds, PRINTABLE_PANEL_ATTRIBUTE } from '@rigkit/domain/kit';
import type { ImageUrl } from '../RigkitProvider/RigkitProvider.tsx';

// A realistic custom gaming PC kit for tests and stories (the shared mocks have no kit with options). Parts carry the
// compatibility attribute keys the domain reads (COMPATIBILITY_ATTRIBUTE_KEYS); the defaults form a compatible AM5
// build whose estimated draw is 120 W CPU + 220 W card + 75 W allowance = 415 W on a 750 W supply (info, 80 %).

export const KIT_INVENTORY_ITEM_ID = 700500;

function option(
  InventoryItemId: number,
  ItemDescription: string,
  ManufacturerModel: string,
  UnitCostIncTax: number,
  attributes: Readonly<Record<string, string>> = {},
): KitOptionItem {
  const Attributes: KitItemAttribute[] = Object.entries(attributes).map(([Key, Value]) => ({ Key, Value }));
  return {
    InventoryItemId,
    ItemCode: `PLE-${InventoryItemId}`,
    ItemDescription,
    ManufacturerModel,
    UnitCostIncTax,
    RetailUnitCostIncTax: null,
    ImageId: InventoryItemId,
    Attributes,
  };
}

const amdChipsets = 'X870E, X870, B850, B650E, B650, X670E, X670, A620';

export const kitParts = {
  ryzen9800x3d: option(598812, 'AMD Ryzen 7 9800X3D Processor', '100-100001084WOF', 799, {
    [keys.socket]: 'AM5',
    [keys.supportedChipsets]: amdChipsets,
    [keys.unlockedMultiplier]: 'Yes',
    [keys.tdp]: '120',
  }),
  ryzen9600x: option(598813, 'AMD Ryzen 5 9600X Processor', '100-100001405WOF', 399, {
    [keys.socket]: 'AM5',
    [keys.supportedChipsets]: amdChipsets,
    [keys.unlockedMultiplier]: 'Yes',
    [keys.tdp]: '65',
  }),
  corei714700k: option(598820, 'Intel Core i7-14700K Processor', 'BX8071514700K', 629, {
    [keys.socket]: 'LGA1700',
    [keys.supportedChipsets]: 'Z790, H770, B760, Z690, H670, B660',
    [keys.unlockedMultiplier]: 'Yes',
    [keys.tdp]: '125',
  }),
  ak400: option(610002, 'DeepCool AK400 CPU Air Cooler', 'R-AK400-BKNNMN-G-1', 49, {
    [keys.coolerHeight]: '155',
    [keys.supportedSockets]: 'AM5, AM4, LGA1851, LGA1700',
  }),
  nhd15: option(610001, 'Noctua NH-D15 chromax.black CPU Cooler', 'NH-D15 chromax.black', 199, {
    [keys.coolerHeight]: '165',
    [keys.supportedSockets]: 'AM5, AM4, LGA1851, LGA1700',
  }),
  b650Plus: option(620001, 'ASUS TUF Gaming B650-PLUS WIFI', '90MB1BY0-M0AAY0', 299, {
    [keys.socket]: 'AM5',
    [keys.chipset]: 'B650',
    [keys.cpuOverclocking]: 'Yes',
    [keys.memoryType]: 'DDR5',
    [keys.memorySlots]: '4',
    [keys.formFactor]: 'ATX',
  }),
  x870Tomahawk: option(620002, 'MSI MAG X870 Tomahawk WIFI', '7E51-001R', 499, {
    [keys.socket]: 'AM5',
    [keys.chipset]: 'X870',
    [keys.cpuOverclocking]: 'Yes',
    [keys.memoryType]: 'DDR5',
    [keys.memorySlots]: '4',
    [keys.formFactor]: 'ATX',
  }),
  b760mDdr4: option(620003, 'Gigabyte B760M DS3H DDR4', 'B760M DS3H DDR4', 169, {
    [keys.socket]: 'LGA1700',
    [keys.chipset]: 'B760',
    [keys.cpuOverclocking]: 'No',
    [keys.memoryType]: 'DDR4',
    [keys.memorySlots]: '4',
    [keys.formFactor]: 'Micro-ATX',
  }),
  z790StrixA: option(620004, 'ASUS ROG Strix Z790-A Gaming WIFI II', '90MB1FN0-M0AAY0', 549, {
    [keys.socket]: 'LGA1700',
    [keys.chipset]: 'Z790',
    [keys.cpuOverclocking]: 'Yes',
    [keys.memoryType]: 'DDR5',
    [keys.memorySlots]: '4',
    [keys.formFactor]: 'ATX',
  }),
  vengeance32: option(630001, 'Corsair Vengeance 32GB (2x16GB) DDR5-6000 CL30', 'CMK32GX5M2B6000C30', 169, {
    [keys.memoryType]: 'DDR5',
    [keys.modules]: '2',
  }),
  tridentZ564: option(630002, 'G.Skill Trident Z5 RGB 64GB (2x32GB) DDR5-6400', 'F5-6400J3239G32GX2-TZ5RK', 329, {
    [keys.memoryType]: 'DDR5',
    [keys.modules]: '2',
  }),
  furyDdr4: option(630003, 'Kingston Fury Beast 32GB (2x16GB) DDR4-3200', 'KF432C16BBK2/32', 99, {
    [keys.memoryType]: 'DDR4',
    [keys.modules]: '2',
  }),
  rtx4070Super: option(640001, 'MSI GeForce RTX 4070 SUPER Ventus 2X OC 12GB', 'RTX 4070 SUPER 12G VENTUS 2X OC', 949, {
    [keys.gpuLength]: '242',
    [keys.boardPower]: '220',
  }),
  rx7800xt: option(640003, 'Sapphire Pulse Radeon RX 7800 XT 16GB', '11330-02-20G', 799, {
    [keys.gpuLength]: '280',
    [keys.boardPower]: '263',
  }),
  rtx4090: option(640002, 'ASUS TUF Gaming GeForce RTX 4090 OC 24GB', 'TUF-RTX4090-O24G-GAMING', 3199, {
    [keys.gpuLength]: '348',
    [keys.boardPower]: '450',
  }),
  ssd1tb: option(650001, 'Samsung 990 PRO 1TB NVMe M.2 SSD', 'MZ-V9P1T0BW', 169),
  ssd2tb: option(650002, 'Samsung 990 PRO 2TB NVMe M.2 SSD', 'MZ-V9P2T0BW', 279),
  h5Flow: option(660001, 'NZXT H5 Flow (2024) Black Mid Tower Case', 'CC-H52FB-01', 149, {
    [keys.supportedFormFactors]: 'ATX, Micro-ATX, Mini-ITX',
    [keys.maxGpuLength]: '365',
    [keys.maxCoolerHeight]: '165',
    [PRINTABLE_PANEL_ATTRIBUTE]: 'L, T',
  }),
  north: option(660002, 'Fractal Design North Charcoal Black Mid Tower Case', 'FD-C-NOR1C-01', 249, {
    [keys.supportedFormFactors]: 'ATX, Micro-ATX, Mini-ITX',
    [keys.maxGpuLength]: '355',
    [keys.maxCoolerHeight]: '170',
    [PRINTABLE_PANEL_ATTRIBUTE]: 'L',
  }),
  nr200p: option(660003, 'Cooler Master NR200P V2 Mini-ITX Case', 'NR200PV2-NCNN-S00', 189, {
    [keys.supportedFormFactors]: 'Mini-ITX',
    [keys.maxGpuLength]: '336',
    [keys.maxCoolerHeight]: '155',
  }),
  rm750e: option(670001, 'Corsair RM750e 750W 80 PLUS Gold Power Supply', 'CP-9020262-AU', 159, { [keys.wattage]: '750' }),
  rm1000x: option(670002, 'Corsair RM1000x 1000W 80 PLUS Gold Power Supply', 'CP-9020271-AU', 299, { [keys.wattage]: '1000' }),
  mwe550: option(670003, 'Cooler Master MWE 550W 80 PLUS Bronze Power Supply', 'MPE-5501-ACABW-BAU', 89, { [keys.wattage]: '550' }),
  uvNone: { ...option(KitItemIds.uvNone, 'No UV Printing', 'PLE-602206', 0), ItemCode: 'PLE-602206' },
  uvPanelPrint: option(KitItemIds.uvPanelPrint, 'UV Panel Print (your design on the case panels)', 'PLE-663936', 79),
} as const;

function category(
  InventoryKitCategoryId: number,
  CategoryName: string,
  CategoryGroup: string,
  SortOrder: number,
  Items: readonly KitOptionItem[],
  partial: Partial<KitCategory> = {},
): KitCategory {
  return {
    InventoryKitCategoryId,
    CategoryName,
    CategoryGroup,
    SortOrder,
    DefaultInventoryItemId: Items[0]?.InventoryItemId ?? null,
    DefaultQuantity: 1,
    MaximumQuantity: 1,
    AllowNone: false,
    NoneImageUrl: null,
    Items,
    ...partial,
  };
}

export const kitCategoryIds = {
  cpu: 12,
  cpuCooler: 13,
  motherboard: 14,
  memory: 15,
  graphicsCard: 16,
  osDrive: 17,
  case: 18,
  powerSupply: 19,
  uvPrinting: 20,
} as const;

const parts = kitParts;

/** The kit's categories in three groups, every option list loaded. */
export const kitCategories: readonly KitCategory[] = [
  category(kitCategoryIds.cpu, 'CPU', 'Core Components', 1, [parts.ryzen9800x3d, parts.ryzen9600x, parts.corei714700k]),
  category(kitCategoryIds.cpuCooler, 'CPU Cooler', 'Core Components', 2, [parts.ak400, parts.nhd15]),
  category(kitCategoryIds.motherboard, 'Motherboard', 'Core Components', 3, [parts.b650Plus, parts.x870Tomahawk, parts.b760mDdr4, parts.z790StrixA]),
  category(kitCategoryIds.memory, 'Memory', 'Core Components', 4, [parts.vengeance32, parts.tridentZ564, parts.furyDdr4], { MaximumQuantity: 2 }),
  category(kitCategoryIds.graphicsCard, 'Graphics Card', 'Graphics and Storage', 5, [parts.rtx4070Super, parts.rx7800xt, parts.rtx4090]),
  category(kitCategoryIds.osDrive, 'OS Drive', 'Graphics and Storage', 6, [parts.ssd1tb, parts.ssd2tb], { MaximumQuantity: 2 }),
  category(kitCategoryIds.case, 'Case', 'Case and Power', 7, [parts.h5Flow, parts.north, parts.nr200p]),
  category(kitCategoryIds.powerSupply, 'Power Supply', 'Case and Power', 8, [parts.rm750e, parts.rm1000x, parts.mwe550]),
  category(kitCategoryIds.uvPrinting, 'UV Printing', 'Case and Power', 9, [parts.uvNone, parts.uvPanelPrint]),
];

/** 799 + 49 + 299 + 169 + 949 + 169 + 149 + 159 + 0 */
export const DEFAULT_KIT_PRICE = '$2,742';

function saved(categoryId: number, item: KitOptionItem, quantity = 1) {
  return {
    CategoryName: kitCategories.find((entry) => entry.InventoryKitCategoryId === categoryId)?.CategoryName ?? '',
    ItemDescription: item.ItemDescription,
    PriceIncTax: item.UnitCostIncTax,
    SelectedInventoryItemId: item.InventoryItemId,
    SortOrder: 0,
    PrimaryImageId: item.ImageId,
    Quantity: quantity,
    KitCategoryId: categoryId,
    UvPrintDesignCode: null,
  };
}

/** An Intel CPU kept with the AM5 board: the socket error (categories not listed keep their defaults). */
export const incompatibleConfiguration: KitConfiguration = {
  KitConfigurationItems: [saved(kitCategoryIds.cpu, parts.corei714700k)],
};

/** An RTX 4090 on the 750 W supply: 120 + 450 + 75 = 645 W, under 30 % headroom (warning). */
export const psuWarningConfiguration: KitConfiguration = {
  KitConfigurationItems: [saved(kitCategoryIds.graphicsCard, parts.rtx4090)],
};

/** A real UV print chosen, so that choosing another case shows the 'UV Printing Selection Removed' toast. */
export const uvPrintConfiguration: KitConfiguration = {
  KitConfigurationItems: [{ ...saved(kitCategoryIds.uvPrinting, parts.uvPanelPrint), UvPrintDesignCode: 'GAMER-7F3A' }],
};

const categoryColours: readonly (readonly [number, string])[] = [
  [598000, '#fecaca'],
  [610000, '#bae6fd'],
  [620000, '#bbf7d0'],
  [630000, '#fde68a'],
  [640000, '#ddd6fe'],
  [650000, '#fed7aa'],
  [660000, '#cbd5e1'],
  [670000, '#fbcfe8'],
];

/** Drawn part pictures (data: URIs, no network, the same pixels every run). */
export const kitImageUrl: ImageUrl = (imageId, width) => {
  const colour = [...categoryColours].reverse().find(([from]) => imageId >= from)?.[1] ?? '#e2e8f0';
  return `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${width}" viewBox="0 0 96 96"><rect width="96" height="96" rx="10" fill="${colour}"/><rect x="24" y="24" width="48" height="48" rx="6" fill="#0f172a" opacity="0.8"/><rect x="34" y="34" width="28" height="28" rx="3" fill="${colour}"/></svg>`,
  )}`;
};
