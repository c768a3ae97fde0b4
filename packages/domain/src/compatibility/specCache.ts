// Parsing attributes is the costly part of a check, and a configurator asks about the same parts on every change:
// parse each part once, cached by InventoryItemId. A cached entry is reused only while the part still carries the
// same Attributes array and description, so an item refreshed from the server is parsed again.
import { parsePartSpecs } from './parseSpecs.ts';
import type { CompatibilityPart, PartSpecs } from './types.ts';

interface CacheEntry {
  attributes: CompatibilityPart['Attributes'];
  description: string;
  model: string | null | undefined;
  specs: PartSpecs;
}

export interface SpecCache {
  /** The part's specs, parsed on first sight. */
  specsOf(part: CompatibilityPart): PartSpecs;
  /** Parts parsed so far (for tests and benches). */
  readonly size: number;
}

export function createSpecCache(): SpecCache {
  const entries = new Map<number, CacheEntry>();
  return {
    specsOf(part) {
      const entry = entries.get(part.InventoryItemId);
      if (
        entry &&
        entry.attributes === part.Attributes &&
        entry.description === part.ItemDescription &&
        entry.model === part.ManufacturerModel
      ) {
        return entry.specs;
      }
      const specs = parsePartSpecs(part);
      entries.set(part.InventoryItemId, {
        attributes: part.Attributes,
        description: part.ItemDescription,
        model: part.ManufacturerModel,
        specs,
      });
      return specs;
    },
    get size() {
      return entries.size;
    },
  };
}

/** The cache behind evaluateBuild, evaluateOption and rankOptions. */
export const sharedSpecCache: SpecCache = createSpecCache();
