// Readers for attribute values as a store writes them: units after numbers, lists with mixed separators, the
// usual spellings of form factors and chipsets. Each returns null when the value says nothing usable.
import { socketFamilyFromText } from '../kit/socketFamily.ts';
import type { MotherboardFormFactor } from './types.ts';

/** "336", "336 mm", "1,000 W", "158.5mm" → the number; zero, negative or unreadable → null. */
export function readPositiveNumber(value: string | undefined): number | null {
  if (value === undefined) return null;
  const match = /-?\d[\d,]*(?:\.\d+)?/.exec(value);
  if (!match) return null;
  const number = Number(match[0].replaceAll(',', ''));
  return Number.isFinite(number) && number > 0 ? number : null;
}

/** A whole count such as memory slots: "4" → 4; "4.5" or nothing → null. */
export function readCount(value: string | undefined): number | null {
  const number = readPositiveNumber(value);
  return number !== null && Number.isInteger(number) ? number : null;
}

/** "Yes"/"True"/"1" → true, "No"/"False"/"0" → false, anything else → null. */
export function readYesNo(value: string | undefined): boolean | null {
  const text = value?.trim().toLowerCase();
  if (text === 'yes' || text === 'true' || text === '1' || text === 'y') return true;
  if (text === 'no' || text === 'false' || text === '0' || text === 'n') return false;
  return null;
}

/** "A, B; C / D" → ["A", "B", "C", "D"]; empty → null. */
export function readList(value: string | undefined): string[] | null {
  if (value === undefined) return null;
  const entries = value
    .split(/[,;/|\n]/)
    .map((entry) => entry.trim())
    .filter((entry) => entry.length > 0);
  return entries.length > 0 ? entries : null;
}

/**
 * A socket as one comparable string: the spec 2 §5 family when the text names one ("LGA 1700" → LGA1700, "AM3+" →
 * AM3), otherwise the text upper-cased without spaces or dashes ("LGA 1150" → LGA1150), so that sockets outside the
 * family list still compare equal to themselves.
 */
export function normaliseSocket(text: string): string | null {
  const family = socketFamilyFromText(text);
  if (family !== 'Unknown') return family;
  const compact = text.toUpperCase().replace(/[\s-]+/g, '');
  return compact.length > 0 ? compact : null;
}

/** "AMD B650" → "B650", "Intel® Z790 " → "Z790". */
export function normaliseChipset(text: string): string | null {
  const compact = text
    .toUpperCase()
    .replace(/[®™]/g, '')
    .replace(/\b(?:AMD|INTEL)\b/g, '')
    .replace(/\s+/g, '');
  return compact.length > 0 ? compact : null;
}

/** "ddr5-6000" → "DDR5"; text naming no DDR generation → null. */
export function normaliseMemoryType(text: string): string | null {
  const match = /DDR\s?(\d)/i.exec(text);
  return match ? `DDR${match[1]}` : null;
}

const FORM_FACTOR_SPELLINGS: readonly (readonly [MotherboardFormFactor, RegExp])[] = [
  ['E-ATX', /^(?:E|EXTENDED|SSI[\s-]?E)[\s-]?ATX$/],
  ['Micro-ATX', /^(?:MICRO|M|U|µ)[\s-]?ATX$/],
  ['Mini-ITX', /^(?:MINI[\s-]?)?ITX$/],
  ['ATX', /^(?:STANDARD[\s-]?)?ATX$/],
];

/** The canonical name of a motherboard form factor ("mATX" → Micro-ATX); other sizes are kept as written. */
export function normaliseFormFactor(text: string): MotherboardFormFactor | string | null {
  const trimmed = text.trim();
  if (trimmed.length === 0) return null;
  const upper = trimmed.toUpperCase();
  for (const [formFactor, pattern] of FORM_FACTOR_SPELLINGS) {
    if (pattern.test(upper)) return formFactor;
  }
  return trimmed;
}

/** Applies a normaliser to each entry of a list, dropping entries it cannot read. */
export function readNormalisedList(value: string | undefined, normalise: (text: string) => string | null): string[] | null {
  const entries = readList(value);
  if (!entries) return null;
  const normalised = entries.map(normalise).filter((entry): entry is string => entry !== null);
  return normalised.length > 0 ? [...new Set(normalised)] : null;
}
