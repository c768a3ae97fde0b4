// What a PC is made of, for the compatibility check: a prebuilt desktop names its parts in its attributes
// ("CPU", "Graphics Card", "Memory"); a parts list (or a custom build's default parts) has one item per part.
import { CategoryIds } from '../seed/reference.ts';
import type { PcSpecification } from '@rigkit/domain/software';
import { memoryGigabytes } from '@rigkit/domain/software';

export interface PartItem {
  primaryCategoryId: number;
  model: string;
  attributes: readonly { Key: string; Value: string }[];
}

const attribute = (item: PartItem, key: string): string | null => item.attributes.find((candidate) => candidate.Key === key)?.Value ?? null;

/** A prebuilt desktop's parts from its attributes; null when it names no CPU, graphics card or memory. */
export function prebuiltSpecification(item: PartItem): PcSpecification | null {
  const specification = { CPU: attribute(item, 'CPU'), 'Graphics Card': attribute(item, 'Graphics Card'), Memory: attribute(item, 'Memory') };
  return Object.values(specification).every((value) => value === null) ? null : specification;
}

/**
 * A parts list: the first CPU, the first graphics card, memory added up over every
 * memory kit (two kits of 32GB are 64GB). A prebuilt desktop in the list counts as the whole PC.
 */
export function partsSpecification(parts: readonly PartItem[]): PcSpecification {
  for (const part of parts) {
    const prebuilt = prebuiltSpecification(part);
    if (prebuilt) return prebuilt;
  }
  const cpu = parts.find((part) => part.primaryCategoryId === CategoryIds.cpu);
  const graphicsCard = parts.find((part) => part.primaryCategoryId === CategoryIds.graphicsCard);
  const memory = parts
    .filter((part) => part.primaryCategoryId === CategoryIds.memory)
    .map((part) => memoryGigabytes(attribute(part, 'Capacity') ?? part.model) ?? 0)
    .reduce((sum, gigabytes) => sum + gigabytes, 0);
  return {
    CPU: cpu ? cpu.model : null,
    'Graphics Card': graphicsCard ? (attribute(graphicsCard, 'Chip') ?? graphicsCard.model) : null,
    Memory: memory > 0 ? `${memory}GB` : null,
  };
}
