// Every sentence the compatibility engine shows. DESIGNED wording (the engine goes beyond the specs): each names the
// parts by their ItemDescription and states the numbers compared, so a shopper can see why without a glossary.
// Descriptions are never followed by a noun ("the NZXT H5 Flow Case case"): the noun is in the sentence instead.
import { PSU_HEADROOM_PERCENT } from './power.ts';
import type { SystemDraw } from './power.ts';

/** 336 → "336", 158.5 → "158.5". */
export function formatQuantity(value: number): string {
  return Number.isInteger(value) ? String(value) : value.toFixed(1).replace(/\.0$/, '');
}

function joinList(entries: readonly string[]): string {
  return entries.join(', ');
}

/** "CPU 125 W + graphics card 285 W + 86 W for the motherboard, memory, drives and fans" (absent parts left out). */
export function describeSystemDraw(draw: SystemDraw): string {
  const terms: string[] = [];
  if (draw.cpuWatts > 0) terms.push(`CPU ${formatQuantity(draw.cpuWatts)} W`);
  if (draw.graphicsCardWatts > 0) terms.push(`graphics card ${formatQuantity(draw.graphicsCardWatts)} W`);
  terms.push(`${formatQuantity(draw.allowanceWatts)} W for the motherboard, memory, drives and fans`);
  return terms.join(' + ');
}

/** What a part did not list, in words (the attribute keys are in attributeKeys.ts). */
export const missingSpecLabels = {
  socket: 'socket',
  supportedSockets: 'supported sockets',
  memoryType: 'memory type',
  memorySlots: 'number of memory slots',
  modules: 'number of memory modules',
  formFactor: 'form factor',
  supportedFormFactors: 'supported motherboard form factors',
  gpuLength: 'length',
  maxGpuLength: 'maximum graphics card length',
  coolerHeight: 'height',
  maxCoolerHeight: 'maximum CPU cooler height',
  tdp: 'TDP',
  boardPower: 'board power',
  wattage: 'wattage',
} as const;

export type MissingSpecLabel = (typeof missingSpecLabels)[keyof typeof missingSpecLabels];

export interface MissingSpec {
  /** ItemDescription of the part that does not say. */
  description: string;
  label: MissingSpecLabel;
}

export const compatibilityMessages = {
  cpuSocketMismatch: (cpu: string, cpuSocket: string, board: string, boardSocket: string) =>
    `The ${cpu} uses socket ${cpuSocket}, but the ${board} has socket ${boardSocket}.`,
  cpuChipsetUnsupported: (cpu: string, board: string, chipset: string, supported: readonly string[]) =>
    `The ${cpu} does not run on the ${chipset} chipset of the ${board} (it supports ${joinList(supported)}).`,
  cpuChipsetBiosUpdate: (cpu: string, board: string, chipset: string) =>
    `The ${board} (${chipset} chipset) may need a BIOS update before it starts with the ${cpu}.`,
  cpuOverclockingUnsupported: (cpu: string, board: string, chipset: string | null) =>
    `The ${cpu} is unlocked for overclocking, but the ${chipset === null ? 'chipset' : `${chipset} chipset`} of the ${board} cannot overclock it.`,
  memoryTypeMismatch: (memory: string, memoryType: string, board: string, boardType: string) =>
    `The ${memory} is ${memoryType} memory, but the ${board} takes ${boardType}.`,
  memorySlotsExceeded: (totalModules: number, quantity: number, memory: string, board: string, slots: number) =>
    `${totalModules} memory modules (${quantity} × ${memory}) do not fit the ${slots} memory slots of the ${board}.`,
  caseFormFactorUnsupported: (board: string, formFactor: string, caseName: string, supported: readonly string[]) =>
    `The ${board} is ${formFactor}, but the ${caseName} takes ${joinList(supported)} motherboards.`,
  gpuTooLong: (card: string, lengthMm: number, caseName: string, maxMm: number) =>
    `The ${card} is ${formatQuantity(lengthMm)} mm long, but the ${caseName} fits graphics cards up to ${formatQuantity(maxMm)} mm.`,
  coolerTooTall: (cooler: string, heightMm: number, caseName: string, maxMm: number) =>
    `The ${cooler} is ${formatQuantity(heightMm)} mm tall, but the ${caseName} fits CPU coolers up to ${formatQuantity(maxMm)} mm.`,
  coolerSocketUnsupported: (cooler: string, socket: string, cpu: string, supported: readonly string[]) =>
    `The ${cooler} does not mount on socket ${socket} of the ${cpu} (it supports ${joinList(supported)}).`,
  psuInsufficient: (psu: string, wattage: number, draw: SystemDraw, recommended: number) =>
    `The ${psu} supplies ${formatQuantity(wattage)} W, less than the estimated ${formatQuantity(draw.totalWatts)} W this build draws (${describeSystemDraw(draw)}); choose ${recommended} W or more.`,
  psuTight: (psu: string, wattage: number, draw: SystemDraw, headroom: number, recommended: number) =>
    `The ${psu} supplies ${formatQuantity(wattage)} W, only ${headroom}% above the estimated ${formatQuantity(draw.totalWatts)} W this build draws (${describeSystemDraw(draw)}); ${recommended} W or more leaves the recommended ${PSU_HEADROOM_PERCENT}% headroom.`,
  psuSufficient: (psu: string, wattage: number, draw: SystemDraw, headroom: number, recommended: number) =>
    `The ${psu} supplies ${formatQuantity(wattage)} W for an estimated ${formatQuantity(draw.totalWatts)} W draw (${describeSystemDraw(draw)}), ${headroom}% headroom; we recommend ${recommended} W or more for this build.`,
  /** `against` is "the <description>" or "the estimated draw of this build". */
  couldNotCheck: (subject: string, against: string, missing: readonly MissingSpec[]) =>
    `We could not check the ${subject} against ${against}: ${missing
      .map((gap) => `the ${gap.description} does not list its ${gap.label}`)
      .join(' and ')}.`,
  estimatedDraw: 'the estimated draw of this build',
} as const;
