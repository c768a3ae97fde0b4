// The compatibility engine's model. A part is anything with the item fields of spec 2 §3 the engine reads
// (a kit option, a grid item, an item detail): its Attributes [Key, Value] are parsed once into PartSpecs.

import type { CompatibilityRuleId } from './ruleIds.ts';

export type CompatibilitySeverity = 'error' | 'warning' | 'info';

/** One explainable finding about the build: which rule, how bad, a sentence for the shopper, which categories. */
export interface CompatibilityVerdict {
  severity: CompatibilitySeverity;
  rule: CompatibilityRuleId;
  /** Names both parts and the numbers compared. */
  message: string;
  /** Kit category names of the parts involved, the part the rule is about first. */
  parts: readonly string[];
}

export interface CompatibilityAttribute {
  Key: string;
  Value: string;
}

/** The item fields the engine reads (spec 2 §3); KitOptionItem and grid items fit as they are. */
export interface CompatibilityPart {
  InventoryItemId: number;
  ItemDescription: string;
  ManufacturerModel?: string | null;
  Attributes: readonly CompatibilityAttribute[];
}

/** The part chosen in one category and how many of it (memory kits, drives, fans). */
export interface SelectedPart {
  part: CompatibilityPart;
  /** @default 1 */
  quantity?: number;
}

/** One part per kit category, keyed by CategoryName; missing or null means nothing chosen ("None"). */
export type CompatibilitySelection = Readonly<Record<string, SelectedPart | null | undefined>>;

/** Canonical motherboard form factors, largest first. */
export type MotherboardFormFactor = 'E-ATX' | 'ATX' | 'Micro-ATX' | 'Mini-ITX';

/** Everything the rules read from one part; null where the part does not say (the rule then reports it cannot check). */
export interface PartSpecs {
  /** A socket family of spec 2 §5 (AM5, LGA1700 ...) or, for other sockets, the socket text without spaces. */
  socket: string | null;
  chipset: string | null;
  supportedChipsets: readonly string[] | null;
  biosUpdateChipsets: readonly string[] | null;
  unlockedMultiplier: boolean | null;
  cpuOverclocking: boolean | null;
  memoryType: string | null;
  memorySlots: number | null;
  /** Memory modules in one unit of the item (a 2 × 16GB kit is 2). */
  modules: number | null;
  formFactor: MotherboardFormFactor | string | null;
  supportedFormFactors: readonly string[] | null;
  gpuLengthMm: number | null;
  maxGpuLengthMm: number | null;
  coolerHeightMm: number | null;
  maxCoolerHeightMm: number | null;
  supportedSockets: readonly string[] | null;
  tdpWatts: number | null;
  boardPowerWatts: number | null;
  wattage: number | null;
}

/** A selected (or candidate) part with its specs parsed and its quantity settled. */
export interface ResolvedPart {
  category: string;
  part: CompatibilityPart;
  specs: PartSpecs;
  quantity: number;
}
