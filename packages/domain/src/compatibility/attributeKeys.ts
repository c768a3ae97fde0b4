// The attribute keys the engine reads (item Attributes [Key, Value], spec 2 §3). DESIGNED: the specs name no
// compatibility attributes; the seeded store carries exactly these keys. Keys match case-insensitively after
// trimming; numbers may carry their unit ("336 mm", "1,000 W"); lists are separated by commas, semicolons or "/".

/** Kit category names the rules relate (the names of spec 2 §9's spec summary). */
export const CompatibilityCategories = {
  cpu: 'CPU',
  cpuCooler: 'CPU Cooler',
  motherboard: 'Motherboard',
  memory: 'Memory',
  graphicsCard: 'Graphics Card',
  osDrive: 'OS Drive',
  storageDrive: 'Storage Drive',
  case: 'Case',
  powerSupply: 'Power Supply',
  coolingFans: 'Cooling Fans',
} as const;

export type CompatibilityCategoryName = (typeof CompatibilityCategories)[keyof typeof CompatibilityCategories];

export const COMPATIBILITY_ATTRIBUTE_KEYS = {
  /** CPU and Motherboard: "AM5", "LGA1700", "LGA 1851". Falls back to the kit rule's socket family of the item. */
  socket: 'Socket',
  /** Motherboard: "B650", "Z790" (an "AMD " or "Intel " prefix is ignored). */
  chipset: 'Chipset',
  /** CPU: the chipsets it runs on, "X870E, X870, B850, B650E, B650, A620". */
  supportedChipsets: 'Supported Chipsets',
  /** CPU: the supported chipsets on which it needs a BIOS update first, "X670E, X670, B650". */
  biosUpdateChipsets: 'BIOS Update Chipsets',
  /** CPU: "Yes" for an unlocked (overclockable) CPU, "No" otherwise. */
  unlockedMultiplier: 'Unlocked Multiplier',
  /** Motherboard: "Yes" when its chipset allows CPU overclocking, "No" otherwise. */
  cpuOverclocking: 'CPU Overclocking',
  /** Motherboard and Memory: "DDR4" or "DDR5". */
  memoryType: 'Memory Type',
  /** Motherboard: number of DIMM slots, "4". */
  memorySlots: 'Memory Slots',
  /** Memory: modules in one kit, "2" for 2 × 16GB. Falls back to "(2x16GB)" in the description. */
  modules: 'Modules',
  /** Motherboard: "E-ATX", "ATX", "Micro-ATX" or "Mini-ITX" (mATX, Micro ATX, ITX, EATX are understood). */
  formFactor: 'Form Factor',
  /** Case: the motherboard form factors it takes, "ATX, Micro-ATX, Mini-ITX". */
  supportedFormFactors: 'Supported Form Factors',
  /** Graphics Card: card length in millimetres. */
  gpuLength: 'GPU Length (mm)',
  /** Case: longest graphics card it fits, in millimetres. */
  maxGpuLength: 'Max GPU Length (mm)',
  /** CPU Cooler: height in millimetres (for a liquid cooler, the pump block). */
  coolerHeight: 'Cooler Height (mm)',
  /** Case: tallest CPU cooler it fits, in millimetres. */
  maxCoolerHeight: 'Max CPU Cooler Height (mm)',
  /** CPU Cooler: the sockets it mounts on, "AM5, AM4, LGA1851, LGA1700". */
  supportedSockets: 'Supported Sockets',
  /** CPU: thermal design power in watts. */
  tdp: 'TDP (W)',
  /** Graphics Card: total board power in watts. */
  boardPower: 'Board Power (W)',
  /** Power Supply: rated continuous output in watts. */
  wattage: 'Wattage (W)',
} as const;

export type CompatibilityAttributeKey = (typeof COMPATIBILITY_ATTRIBUTE_KEYS)[keyof typeof COMPATIBILITY_ATTRIBUTE_KEYS];

const keys = COMPATIBILITY_ATTRIBUTE_KEYS;

/** Which keys the parts of each category should carry for every rule to run (what the seeded store fills in). */
export const COMPATIBILITY_ATTRIBUTES_BY_CATEGORY: Readonly<Record<string, readonly CompatibilityAttributeKey[]>> = {
  [CompatibilityCategories.cpu]: [keys.socket, keys.supportedChipsets, keys.biosUpdateChipsets, keys.unlockedMultiplier, keys.tdp],
  [CompatibilityCategories.motherboard]: [
    keys.socket,
    keys.chipset,
    keys.cpuOverclocking,
    keys.memoryType,
    keys.memorySlots,
    keys.formFactor,
  ],
  [CompatibilityCategories.memory]: [keys.memoryType, keys.modules],
  [CompatibilityCategories.graphicsCard]: [keys.gpuLength, keys.boardPower],
  [CompatibilityCategories.cpuCooler]: [keys.coolerHeight, keys.supportedSockets],
  [CompatibilityCategories.case]: [keys.supportedFormFactors, keys.maxGpuLength, keys.maxCoolerHeight],
  [CompatibilityCategories.powerSupply]: [keys.wattage],
};
