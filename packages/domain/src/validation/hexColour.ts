// Hex colours of 3 or 6 digits (spec 1 §5). The leading "#" is required, as CSS and the colour inputs write it.
import * as z from 'zod/mini';
import { VALIDATION_MESSAGES } from './messages.ts';

export const HEX_COLOUR_PATTERN = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;

/** True for "#abc" or "#aabbcc" (either case). */
export function isHexColour(value: string): boolean {
  return HEX_COLOUR_PATTERN.test(value);
}

export const hexColourSchema = z.string().check(z.regex(HEX_COLOUR_PATTERN, VALIDATION_MESSAGES.invalidHexColour));
