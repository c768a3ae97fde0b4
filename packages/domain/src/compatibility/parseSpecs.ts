// The one parser from item Attributes to PartSpecs. Every rule reads PartSpecs, never raw attributes, so a
// spelling the store uses is understood in one place.
import { socketFamilyOfItem } from '../kit/socketFamily.ts';
import { COMPATIBILITY_ATTRIBUTE_KEYS as keys } from './attributeKeys.ts';
import type { CompatibilityAttribute, CompatibilityPart, PartSpecs } from './types.ts';
import {
  normaliseChipset,
  normaliseFormFactor,
  normaliseMemoryType,
  normaliseSocket,
  readCount,
  readNormalisedList,
  readPositiveNumber,
  readYesNo,
} from './values.ts';

function attributeReader(attributes: readonly CompatibilityAttribute[]): (key: string) => string | undefined {
  const byKey = new Map<string, string>();
  for (const attribute of attributes) {
    const key = attribute.Key.trim().toLowerCase();
    // The first value of a repeated key wins, as it is the one a product page lists first.
    if (!byKey.has(key)) byKey.set(key, attribute.Value);
  }
  return (key) => byKey.get(key.toLowerCase());
}

/**
 * The socket of a CPU or motherboard: the "Socket" attribute, read as a spec 2 §5 family when it names one; without
 * that attribute, the family the kit's motherboard filter finds (model, then description), so that the engine and
 * the filter never disagree about a part.
 */
function readSocket(part: CompatibilityPart, socketValue: string | undefined): string | null {
  if (socketValue !== undefined) return normaliseSocket(socketValue);
  const family = socketFamilyOfItem({
    Attributes: [],
    ManufacturerModel: part.ManufacturerModel ?? null,
    ItemDescription: part.ItemDescription,
  });
  return family === 'Unknown' ? null : family;
}

/** "Corsair Vengeance 32GB (2x16GB) DDR5" → 2. */
function modulesFromDescription(description: string): number | null {
  const match = /(\d+)\s*[x×]\s*\d+\s*GB/i.exec(description);
  return match ? readCount(match[1]) : null;
}

export function parsePartSpecs(part: CompatibilityPart): PartSpecs {
  const read = attributeReader(part.Attributes);
  const text = (key: string, normalise: (value: string) => string | null) => {
    const value = read(key);
    return value === undefined ? null : normalise(value);
  };
  return {
    socket: readSocket(part, read(keys.socket)),
    chipset: text(keys.chipset, normaliseChipset),
    supportedChipsets: readNormalisedList(read(keys.supportedChipsets), normaliseChipset),
    biosUpdateChipsets: readNormalisedList(read(keys.biosUpdateChipsets), normaliseChipset),
    unlockedMultiplier: readYesNo(read(keys.unlockedMultiplier)),
    cpuOverclocking: readYesNo(read(keys.cpuOverclocking)),
    memoryType: text(keys.memoryType, normaliseMemoryType),
    memorySlots: readCount(read(keys.memorySlots)),
    modules: readCount(read(keys.modules)) ?? modulesFromDescription(part.ItemDescription),
    formFactor: text(keys.formFactor, normaliseFormFactor),
    supportedFormFactors: readNormalisedList(read(keys.supportedFormFactors), normaliseFormFactor),
    gpuLengthMm: readPositiveNumber(read(keys.gpuLength)),
    maxGpuLengthMm: readPositiveNumber(read(keys.maxGpuLength)),
    coolerHeightMm: readPositiveNumber(read(keys.coolerHeight)),
    maxCoolerHeightMm: readPositiveNumber(read(keys.maxCoolerHeight)),
    supportedSockets: readNormalisedList(read(keys.supportedSockets), normaliseSocket),
    tdpWatts: readPositiveNumber(read(keys.tdp)),
    boardPowerWatts: readPositiveNumber(read(keys.boardPower)),
    wattage: readPositiveNumber(read(keys.wattage)),
  };
}
