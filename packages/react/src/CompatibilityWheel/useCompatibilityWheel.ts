import type { components } from '@rigkit/api-client';
import { COMPATIBILITY_WHEEL_LEVELS, INCOMPATIBLE_LEVEL, isCompatible, litCompatibilitySteps, overallCompatibilityLevel } from '@rigkit/domain/software';
import type { HTMLAttributes, SVGAttributes } from 'react';
import { compatibilityWheelMessages, compatibilityLevelShortText, compatibilityLevelText } from './messages.ts';

type PartCompatibilityLevel = components['schemas']['PartCompatibilityLevel'];

export interface CompatibilityWheelProps {
  /** Each requirement's level (PartCompatibilityLevels): one ring per requirement, 5 steps each (spec 1 §9). */
  parts: readonly PartCompatibilityLevel[];
  /** The overall level drawn in the centre. @default the lowest part level (the weakest part decides) */
  level?: number;
  /** What is rated, for the accessible name and the caption: a game's or a PC's name. */
  label: string;
  /** Width and height in CSS pixels. @default 120 */
  size?: number;
  /** Whether the label and level are written under the wheel. @default true */
  showCaption?: boolean;
}

/** One step of a ring: its arc and whether it is lit. */
export interface WheelStep {
  index: number;
  d: string;
  state: 'lit' | 'unlit';
}

export interface WheelRing {
  requirement: string;
  /** The requirement's level, −1 to 4: the theme colours lit steps by it. */
  level: number;
  radius: number;
  steps: WheelStep[];
}

export interface CompatibilityWheelAria {
  rootProps: HTMLAttributes<HTMLElement> & { 'data-rigkit': string; 'data-level': number; 'data-state': 'compatible' | 'incompatible' };
  svgProps: SVGAttributes<SVGSVGElement>;
  rings: WheelRing[];
  level: number;
  centreText: string;
  caption: { label: string; level: string };
}

// The drawing's own units: a 100 × 100 box, rings 10 units apart from the outside in, 5 steps of 72° with gaps.
const CENTRE = 50;
const OUTER_RADIUS = 44;
const RING_GAP = 11;
const STEP_DEGREES = 360 / COMPATIBILITY_WHEEL_LEVELS;
const GAP_DEGREES = 8;

const point = (radius: number, degrees: number) => {
  const radians = ((degrees - 90) * Math.PI) / 180;
  return `${(CENTRE + radius * Math.cos(radians)).toFixed(2)} ${(CENTRE + radius * Math.sin(radians)).toFixed(2)}`;
};

function arc(radius: number, index: number): string {
  const start = index * STEP_DEGREES + GAP_DEGREES / 2;
  const end = (index + 1) * STEP_DEGREES - GAP_DEGREES / 2;
  return `M ${point(radius, start)} A ${radius} ${radius} 0 0 1 ${point(radius, end)}`;
}

/** Behaviour of the compatibility wheel: rings of 5 steps per requirement, lit up to each requirement's level. */
export function useCompatibilityWheel(props: CompatibilityWheelProps): CompatibilityWheelAria {
  const level = props.level ?? (props.parts.length ? overallCompatibilityLevel(props.parts.map((part) => part.MaximumCompatibilityLevelNumber)) : INCOMPATIBLE_LEVEL);
  const rings = props.parts.map((part, ringIndex): WheelRing => {
    const radius = OUTER_RADIUS - ringIndex * RING_GAP;
    const lit = litCompatibilitySteps(part.MaximumCompatibilityLevelNumber);
    return {
      requirement: part.RequirementName,
      level: isCompatible(part.MaximumCompatibilityLevelNumber) ? part.MaximumCompatibilityLevelNumber : INCOMPATIBLE_LEVEL,
      radius,
      steps: Array.from({ length: COMPATIBILITY_WHEEL_LEVELS }, (_, index) => ({ index, d: arc(radius, index), state: index < lit ? 'lit' : 'unlit' })),
    };
  });
  const levelText = compatibilityLevelText(level);
  const size = props.size ?? 120;
  return {
    rootProps: { 'data-rigkit': 'compatibility-wheel', 'data-level': level, 'data-state': isCompatible(level) ? 'compatible' : 'incompatible' },
    svgProps: {
      role: 'img',
      'aria-label': compatibilityWheelMessages.wheelLabel(
        props.label,
        levelText,
        rings.map((ring) => compatibilityWheelMessages.requirement(ring.requirement, litCompatibilitySteps(ring.level))),
      ),
      viewBox: '0 0 100 100',
      width: size,
      height: size,
    },
    rings,
    level,
    centreText: compatibilityLevelShortText(level),
    caption: { label: props.label, level: levelText },
  };
}
