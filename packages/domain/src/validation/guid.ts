// Session GUIDs must be version-4 GUIDs (spec 1 §5).
import * as z from 'zod/mini';
import { VALIDATION_MESSAGES } from './messages.ts';

export const GUID_V4_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;

/** True when the text is a version-4 GUID (either case). */
export function isGuidV4(value: string): boolean {
  return GUID_V4_PATTERN.test(value);
}

export const guidV4Schema = z.string().check(z.regex(GUID_V4_PATTERN, VALIDATION_MESSAGES.invalidGuid));
