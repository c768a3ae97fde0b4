// Rule ids, stable strings a UI or a test can key on.
export const CompatibilityRuleIds = {
  cpuSocket: 'cpu-socket',
  cpuChipset: 'cpu-chipset',
  cpuOverclocking: 'cpu-overclocking',
  memoryType: 'memory-type',
  memorySlots: 'memory-slots',
  caseFormFactor: 'case-form-factor',
  gpuLength: 'gpu-length',
  coolerHeight: 'cooler-height',
  coolerSocket: 'cooler-socket',
  psuWattage: 'psu-wattage',
} as const;

export type CompatibilityRuleId = (typeof CompatibilityRuleIds)[keyof typeof CompatibilityRuleIds];
