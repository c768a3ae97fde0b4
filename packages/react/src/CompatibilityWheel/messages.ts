// Words of the compatibility wheel and the check grid. The spec names levels 0–4 and −1 but gives them no words;
// these are designed.
import type { Resolution } from '@rigkit/domain/software';
import { COMPATIBILITY_WHEEL_LEVELS, isCompatible, resolutionForLevel } from '@rigkit/domain/software';

export const compatibilityWheelMessages = {
  incompatible: 'Incompatible', // designed
  belowMinimum: 'Below minimum', // designed
  minimum: 'Minimum settings', // designed
  /** "Plays at 1440P" for levels 2–4. */
  playsAt: (resolution: Resolution) => `Plays at ${resolution}`, // designed
  /** One requirement for a screen reader: "Graphics Card 4 of 5". */
  requirement: (name: string, steps: number) => `${name} ${steps} of ${COMPATIBILITY_WHEEL_LEVELS}`, // designed
  wheelLabel: (label: string, level: string, requirements: readonly string[]) =>
    [`${label}: ${level}`, ...requirements].join(', '), // designed
} as const;

/** The words for a level: the resolution it reaches, "Minimum settings", "Below minimum" or "Incompatible". */
export function compatibilityLevelText(level: number): string {
  if (!isCompatible(level)) return compatibilityWheelMessages.incompatible;
  const resolution = resolutionForLevel(level);
  if (resolution) return compatibilityWheelMessages.playsAt(resolution);
  return level === 1 ? compatibilityWheelMessages.minimum : compatibilityWheelMessages.belowMinimum;
}

/** The short form drawn in the wheel's centre: "4K", "Min", "Low" or "✕". */
export function compatibilityLevelShortText(level: number): string {
  if (!isCompatible(level)) return '✕';
  return resolutionForLevel(level) ?? (level === 1 ? 'Min' : 'Low'); // designed
}

/** @deprecated The name before the `<widget>Messages` scheme; kept because @rigkit/react/CompatibilityWheel exported it. Use `compatibilityWheelMessages`. */
export const COMPATIBILITY_TEXT = compatibilityWheelMessages;
