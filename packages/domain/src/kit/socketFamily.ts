import type { KitOptionItem } from './types.ts';

// Motherboard options are filtered to the chosen CPU's socket family (spec 2 §5).
export const SOCKET_FAMILIES = ['AM5', 'LGA1851', 'LGA1700', 'LGA1200', 'LGA1151', 'AM4', 'AM3', 'FM2', 'Unknown'] as const;
export type SocketFamily = (typeof SOCKET_FAMILIES)[number];

// Patterns over upper-cased text. "LGA 1700", "LGA-1700", "Socket 1700" and "LGA1700" are the same family;
// "AM3+" counts as AM3 and "FM2+" as FM2. A digit right after the number is another socket (AM50 is not AM5).
const FAMILY_PATTERNS: readonly (readonly [Exclude<SocketFamily, 'Unknown'>, RegExp])[] = [
  ['AM5', /\bAM5(?!\d)/],
  ['LGA1851', /\b(?:LGA|SOCKET)[\s-]?1851(?!\d)/],
  ['LGA1700', /\b(?:LGA|SOCKET)[\s-]?1700(?!\d)/],
  ['LGA1200', /\b(?:LGA|SOCKET)[\s-]?1200(?!\d)/],
  ['LGA1151', /\b(?:LGA|SOCKET)[\s-]?1151(?!\d)/],
  ['AM4', /\bAM4(?!\d)/],
  ['AM3', /\bAM3\+?(?!\d)/],
  ['FM2', /\bFM2\+?(?!\d)/],
];

/** The family named in a piece of text, or Unknown. */
export function socketFamilyFromText(text: string): SocketFamily {
  const upper = text.toUpperCase();
  for (const [family, pattern] of FAMILY_PATTERNS) {
    if (pattern.test(upper)) return family;
  }
  return 'Unknown';
}

/**
 * An item's socket family. How it is derived: first from any attribute whose Key contains "socket" (e.g.
 * "CPU Socket", "Socket Type"), then from ManufacturerModel, then from ItemDescription; the first that names one of
 * the families wins; otherwise Unknown. The Intel numbers need an "LGA" or "Socket" prefix so that a "1200W"
 * power rating or a model number such as "i7-11700" is not read as a socket.
 */
export function socketFamilyOfItem(
  item: Pick<KitOptionItem, 'Attributes' | 'ManufacturerModel' | 'ItemDescription'>,
): SocketFamily {
  // Read once per item: the configurator filters the motherboards again on every CPU change, and eight patterns
  // over every board's texts cost more than the rest of that change (issue 7 performance). Items are not mutated.
  const known = familyByItem.get(item);
  if (known) return known;
  const family = readSocketFamily(item);
  familyByItem.set(item, family);
  return family;
}

const familyByItem = new WeakMap<object, SocketFamily>();

function readSocketFamily(item: Pick<KitOptionItem, 'Attributes' | 'ManufacturerModel' | 'ItemDescription'>): SocketFamily {
  const sources = [
    ...item.Attributes.filter((attribute) => /socket/i.test(attribute.Key)).map((attribute) => attribute.Value),
    item.ManufacturerModel ?? '',
    item.ItemDescription,
  ];
  for (const source of sources) {
    const family = socketFamilyFromText(source);
    if (family !== 'Unknown') return family;
  }
  return 'Unknown';
}

/**
 * Motherboards that fit the CPU: same family. Without a CPU, or with a CPU of Unknown family, nothing can be
 * ruled out, so every board stays listed (designed: filtering everything away would leave an empty, unbuyable
 * category).
 */
export function filterMotherboardsForCpu<T extends Pick<KitOptionItem, 'Attributes' | 'ManufacturerModel' | 'ItemDescription'>>(
  motherboards: readonly T[],
  cpu: Pick<KitOptionItem, 'Attributes' | 'ManufacturerModel' | 'ItemDescription'> | null | undefined,
): T[] {
  const family = cpu ? socketFamilyOfItem(cpu) : 'Unknown';
  if (family === 'Unknown') return [...motherboards];
  return motherboards.filter((board) => socketFamilyOfItem(board) === family);
}
