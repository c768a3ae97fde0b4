// Estimated system draw and power supply advice. DESIGNED numbers (the specs set none): the CPU's TDP and the
// graphics card's board power as listed, plus a fixed allowance per other part, typical of current hardware at
// load. The 30 % headroom keeps the supply in its efficient band and covers transient spikes of modern cards.

export const PowerAllowanceWatts = {
  /** Motherboard, chipset, VRM losses and USB devices. */
  motherboard: 50,
  /** Per memory module (DDR5 modules carry their own regulator). */
  memoryModule: 5,
  /** Per drive (a 3.5" hard drive spinning up; an NVMe drive under load draws less). */
  drive: 10,
  /** Per case fan. */
  fan: 3,
  /** The CPU cooler's fan or pump. */
  cpuCooler: 5,
} as const;

/** Recommended spare capacity above the estimated draw, in percent. */
export const PSU_HEADROOM_PERCENT = 30;

/** Power supplies are sold in 50 W steps: the recommendation rounds up to one. */
export const PSU_WATTAGE_STEP = 50;

export interface SystemDrawInput {
  cpuWatts: number;
  graphicsCardWatts: number;
  memoryModules: number;
  drives: number;
  fans: number;
  hasCpuCooler: boolean;
}

export interface SystemDraw {
  cpuWatts: number;
  graphicsCardWatts: number;
  /** Everything else: board, memory, drives, fans, cooler. */
  allowanceWatts: number;
  totalWatts: number;
}

export function estimateSystemDraw(input: SystemDrawInput): SystemDraw {
  const allowanceWatts =
    PowerAllowanceWatts.motherboard +
    PowerAllowanceWatts.memoryModule * input.memoryModules +
    PowerAllowanceWatts.drive * input.drives +
    PowerAllowanceWatts.fan * input.fans +
    (input.hasCpuCooler ? PowerAllowanceWatts.cpuCooler : 0);
  return {
    cpuWatts: input.cpuWatts,
    graphicsCardWatts: input.graphicsCardWatts,
    allowanceWatts,
    totalWatts: input.cpuWatts + input.graphicsCardWatts + allowanceWatts,
  };
}

/** The smallest 50 W step at or above the draw plus 30 %: 450 W → 585 W → 600 W. */
export function recommendedWattage(drawWatts: number): number {
  const needed = (drawWatts * (100 + PSU_HEADROOM_PERCENT)) / 100;
  return Math.ceil(needed / PSU_WATTAGE_STEP) * PSU_WATTAGE_STEP;
}

/** Spare capacity over the draw in whole percent, rounded down (never flatter the supply). */
export function headroomPercent(wattage: number, drawWatts: number): number {
  return Math.floor(((wattage - drawWatts) * 100) / drawWatts);
}

export type PowerAdvice = 'insufficient' | 'tight' | 'sufficient';

/** Under the draw: insufficient; at or above it but under 30 % spare: tight; otherwise sufficient. */
export function powerAdvice(wattage: number, drawWatts: number): PowerAdvice {
  if (wattage < drawWatts) return 'insufficient';
  // Multiplied out so that equal values compare exactly (no 1.3 in floating point).
  if (wattage * 100 < drawWatts * (100 + PSU_HEADROOM_PERCENT)) return 'tight';
  return 'sufficient';
}
