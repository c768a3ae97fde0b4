// The table the generated catalogue is drawn from (issue 17 "A believable catalogue"): real brands and the product
// lines they sell, real chips with the memory sizes they ship with, real CPUs with their socket, cores and TDP, real
// drives with their interface and capacities, and prices (AUD, late 2025 street prices, rounded) that rise with the
// part. catalogue.ts combines only what this table allows, so no "ASUS Windforce" or "RTX 5090 12GB" can appear.
// seed/catalogueConsistency.test.ts checks the generated items against the real-world rules.

/** Whole dollars ending in 9, as a store prices things: 187.4 → 189, at least 9. */
export const storeDollars = (dollars: number): number => Math.max(9, Math.round(dollars / 10) * 10 - 1);

export type SocketName = 'AM5' | 'AM4' | 'LGA1851' | 'LGA1700';

export const sockets: Record<SocketName, { vendor: 'AMD' | 'Intel'; chipsets: readonly string[]; memory: 'DDR5' | 'DDR4' }> = {
  AM5: { vendor: 'AMD', chipsets: ['X870E', 'X870', 'B850', 'B650', 'A620'], memory: 'DDR5' },
  AM4: { vendor: 'AMD', chipsets: ['X570', 'B550', 'A520'], memory: 'DDR4' },
  LGA1851: { vendor: 'Intel', chipsets: ['Z890', 'B860', 'H810'], memory: 'DDR5' },
  LGA1700: { vendor: 'Intel', chipsets: ['Z790', 'B760', 'H610'], memory: 'DDR5' },
};

export interface CpuModel {
  vendor: 'AMD' | 'Intel';
  model: string;
  socket: SocketName;
  cores: number;
  tdp: number;
  unlocked: boolean;
  dollars: number;
}

const cpu = (vendor: CpuModel['vendor'], model: string, socket: SocketName, cores: number, tdp: number, unlocked: boolean, dollars: number): CpuModel => ({ vendor, model, socket, cores, tdp, unlocked, dollars });

// Every Ryzen is unlocked; Intel's are when the model ends in K. TDP is AMD's TDP and Intel's base power.
export const cpuModels: readonly CpuModel[] = [
  cpu('AMD', 'Ryzen 9 9950X3D', 'AM5', 16, 170, true, 1229),
  cpu('AMD', 'Ryzen 9 9950X', 'AM5', 16, 170, true, 999),
  cpu('AMD', 'Ryzen 9 9900X', 'AM5', 12, 120, true, 679),
  cpu('AMD', 'Ryzen 7 9800X3D', 'AM5', 8, 120, true, 799),
  cpu('AMD', 'Ryzen 7 9700X', 'AM5', 8, 65, true, 499),
  cpu('AMD', 'Ryzen 5 9600X', 'AM5', 6, 65, true, 379),
  cpu('AMD', 'Ryzen 7 7800X3D', 'AM5', 8, 120, true, 669),
  cpu('AMD', 'Ryzen 5 7600X', 'AM5', 6, 105, true, 309),
  cpu('AMD', 'Ryzen 5 7600', 'AM5', 6, 65, true, 279),
  cpu('AMD', 'Ryzen 9 9900X3D', 'AM5', 12, 120, true, 949),
  cpu('AMD', 'Ryzen 9 7950X3D', 'AM5', 16, 120, true, 899),
  cpu('AMD', 'Ryzen 9 7950X', 'AM5', 16, 170, true, 799),
  cpu('AMD', 'Ryzen 9 7900X', 'AM5', 12, 170, true, 549),
  cpu('AMD', 'Ryzen 7 7700X', 'AM5', 8, 105, true, 399),
  cpu('AMD', 'Ryzen 7 7700', 'AM5', 8, 65, true, 369),
  cpu('AMD', 'Ryzen 7 8700G', 'AM5', 8, 65, true, 449),
  cpu('AMD', 'Ryzen 5 8600G', 'AM5', 6, 65, true, 299),
  cpu('AMD', 'Ryzen 5 9600', 'AM5', 6, 65, true, 339),
  cpu('AMD', 'Ryzen 9 5950X', 'AM4', 16, 105, true, 549),
  cpu('AMD', 'Ryzen 7 5700X3D', 'AM4', 8, 105, true, 329),
  cpu('AMD', 'Ryzen 7 5700G', 'AM4', 8, 65, true, 269),
  cpu('AMD', 'Ryzen 5 5600GT', 'AM4', 6, 65, true, 179),
  cpu('AMD', 'Ryzen 5 5500', 'AM4', 6, 65, true, 119),
  cpu('AMD', 'Ryzen 9 5900X', 'AM4', 12, 105, true, 419),
  cpu('AMD', 'Ryzen 7 5800X3D', 'AM4', 8, 105, true, 449),
  cpu('AMD', 'Ryzen 7 5700X', 'AM4', 8, 65, true, 229),
  cpu('AMD', 'Ryzen 5 5600X', 'AM4', 6, 65, true, 189),
  cpu('AMD', 'Ryzen 5 5600', 'AM4', 6, 65, true, 159),
  cpu('Intel', 'Core Ultra 9 285K', 'LGA1851', 24, 125, true, 999),
  cpu('Intel', 'Core Ultra 7 265K', 'LGA1851', 20, 125, true, 639),
  cpu('Intel', 'Core Ultra 7 265', 'LGA1851', 20, 65, false, 569),
  cpu('Intel', 'Core Ultra 5 245K', 'LGA1851', 14, 125, true, 469),
  cpu('Intel', 'Core Ultra 5 225', 'LGA1851', 10, 65, false, 359),
  cpu('Intel', 'Core Ultra 9 285', 'LGA1851', 24, 65, false, 929),
  cpu('Intel', 'Core Ultra 7 265KF', 'LGA1851', 20, 125, true, 609),
  cpu('Intel', 'Core Ultra 5 245KF', 'LGA1851', 14, 125, true, 439),
  cpu('Intel', 'Core Ultra 5 235', 'LGA1851', 14, 65, false, 399),
  cpu('Intel', 'Core i9-14900K', 'LGA1700', 24, 125, true, 899),
  cpu('Intel', 'Core i9-14900KF', 'LGA1700', 24, 125, true, 859),
  cpu('Intel', 'Core i7-14700KF', 'LGA1700', 20, 125, true, 619),
  cpu('Intel', 'Core i7-14700F', 'LGA1700', 20, 65, false, 569),
  cpu('Intel', 'Core i5-14600KF', 'LGA1700', 14, 125, true, 429),
  cpu('Intel', 'Core i5-14400', 'LGA1700', 10, 65, false, 329),
  cpu('Intel', 'Core i5-13400F', 'LGA1700', 10, 65, false, 259),
  cpu('Intel', 'Core i5-12600K', 'LGA1700', 10, 125, true, 289),
  cpu('Intel', 'Core i3-14100F', 'LGA1700', 4, 58, false, 149),
  cpu('Intel', 'Core i7-14700K', 'LGA1700', 20, 125, true, 649),
  cpu('Intel', 'Core i5-14600K', 'LGA1700', 14, 125, true, 459),
  cpu('Intel', 'Core i5-14400F', 'LGA1700', 10, 65, false, 299),
  cpu('Intel', 'Core i5-12400F', 'LGA1700', 6, 65, false, 189),
];

/** Board makers and their lines; a line covers the chipset tiers it is sold in (1 entry, 2 mainstream, 3 enthusiast). */
export interface BoardLine {
  maker: 'ASUS' | 'MSI' | 'Gigabyte' | 'ASRock';
  /** `{c}` is the chipset. */
  name: string;
  formFactor: 'ATX' | 'Micro-ATX' | 'Mini-ITX';
  tiers: readonly (1 | 2 | 3)[];
  premium: number;
}

export const boardLines: readonly BoardLine[] = [
  { maker: 'ASUS', name: 'ROG Strix {c}-E Gaming WiFi', formFactor: 'ATX', tiers: [3], premium: 1.45 },
  { maker: 'ASUS', name: 'ROG Strix {c}-I Gaming WiFi', formFactor: 'Mini-ITX', tiers: [2, 3], premium: 1.5 },
  { maker: 'ASUS', name: 'TUF Gaming {c}-Plus WiFi', formFactor: 'ATX', tiers: [2, 3], premium: 1.1 },
  { maker: 'ASUS', name: 'TUF Gaming {c}M-Plus WiFi', formFactor: 'Micro-ATX', tiers: [2], premium: 1.0 },
  { maker: 'ASUS', name: 'Prime {c}M-A WiFi', formFactor: 'Micro-ATX', tiers: [1, 2], premium: 0.9 },
  { maker: 'MSI', name: 'MPG {c} Carbon WiFi', formFactor: 'ATX', tiers: [3], premium: 1.4 },
  { maker: 'MSI', name: 'MAG {c} Tomahawk WiFi', formFactor: 'ATX', tiers: [2, 3], premium: 1.15 },
  { maker: 'MSI', name: 'MPG {c}I Edge TI WiFi', formFactor: 'Mini-ITX', tiers: [2, 3], premium: 1.45 },
  { maker: 'MSI', name: 'PRO {c}M-A WiFi', formFactor: 'Micro-ATX', tiers: [1, 2], premium: 0.9 },
  { maker: 'Gigabyte', name: '{c} Aorus Master', formFactor: 'ATX', tiers: [3], premium: 1.5 },
  { maker: 'Gigabyte', name: '{c} Aorus Elite WiFi7', formFactor: 'ATX', tiers: [2, 3], premium: 1.15 },
  { maker: 'Gigabyte', name: '{c}M Gaming X AX', formFactor: 'Micro-ATX', tiers: [1, 2], premium: 0.95 },
  { maker: 'Gigabyte', name: '{c}I Aorus Pro AX', formFactor: 'Mini-ITX', tiers: [2, 3], premium: 1.4 },
  { maker: 'ASRock', name: '{c} Steel Legend WiFi', formFactor: 'ATX', tiers: [2, 3], premium: 1.05 },
  { maker: 'ASRock', name: '{c}M Pro RS', formFactor: 'Micro-ATX', tiers: [1, 2], premium: 0.85 },
];

/** Chipset tier and the price of a mainstream ATX board with it. */
export const chipsets: Record<string, { tier: 1 | 2 | 3; dollars: number }> = {
  X870E: { tier: 3, dollars: 649 }, X870: { tier: 3, dollars: 449 }, B850: { tier: 2, dollars: 299 }, B650: { tier: 2, dollars: 249 }, A620: { tier: 1, dollars: 149 },
  X570: { tier: 3, dollars: 329 }, B550: { tier: 2, dollars: 199 }, A520: { tier: 1, dollars: 119 },
  Z890: { tier: 3, dollars: 499 }, B860: { tier: 2, dollars: 269 }, H810: { tier: 1, dollars: 149 },
  Z790: { tier: 3, dollars: 429 }, B760: { tier: 2, dollars: 229 }, H610: { tier: 1, dollars: 129 },
};

export interface GpuChip {
  chip: string;
  vendor: 'NVIDIA' | 'AMD';
  /** The memory sizes the chip ships with (GB), cheapest first. */
  memory: readonly number[];
  /** Extra dollars per memory step above the first size. */
  memoryStepDollars: number;
  boardPower: number;
  /** A reference-clocked card's price with the first memory size. */
  dollars: number;
  /** Length of a two-fan entry card, mm. */
  length: number;
  tier: 1 | 2 | 3 | 4 | 5;
}

export const gpuChips: readonly GpuChip[] = [
  { chip: 'GeForce RTX 5090', vendor: 'NVIDIA', memory: [32], memoryStepDollars: 0, boardPower: 575, dollars: 3999, length: 304, tier: 5 },
  { chip: 'GeForce RTX 5080', vendor: 'NVIDIA', memory: [16], memoryStepDollars: 0, boardPower: 360, dollars: 1899, length: 300, tier: 4 },
  { chip: 'GeForce RTX 5070 Ti', vendor: 'NVIDIA', memory: [16], memoryStepDollars: 0, boardPower: 300, dollars: 1349, length: 290, tier: 3 },
  { chip: 'GeForce RTX 5070', vendor: 'NVIDIA', memory: [12], memoryStepDollars: 0, boardPower: 250, dollars: 949, length: 250, tier: 2 },
  { chip: 'GeForce RTX 5060 Ti', vendor: 'NVIDIA', memory: [8, 16], memoryStepDollars: 140, boardPower: 180, dollars: 629, length: 220, tier: 1 },
  { chip: 'Radeon RX 9070 XT', vendor: 'AMD', memory: [16], memoryStepDollars: 0, boardPower: 304, dollars: 1149, length: 290, tier: 3 },
  { chip: 'Radeon RX 9070', vendor: 'AMD', memory: [16], memoryStepDollars: 0, boardPower: 220, dollars: 999, length: 270, tier: 2 },
  { chip: 'Radeon RX 9060 XT', vendor: 'AMD', memory: [8, 16], memoryStepDollars: 90, boardPower: 160, dollars: 499, length: 220, tier: 1 },
];

export interface GpuLine {
  maker: 'ASUS' | 'MSI' | 'Gigabyte' | 'Sapphire' | 'PowerColor';
  line: string;
  vendor: 'NVIDIA' | 'AMD';
  /** The lowest chip tier the line is made for (flagship coolers skip the entry chips). */
  minimumTier: number;
  premium: number;
  /** Extra length over the chip's entry card, mm. */
  extraLength: number;
  /** The shroud colour its pictures are drawn in. */
  shroud: string;
}

export const gpuLines: readonly GpuLine[] = [
  { maker: 'ASUS', line: 'ROG Astral', vendor: 'NVIDIA', minimumTier: 3, premium: 1.28, extraLength: 55, shroud: '#1f2329' },
  { maker: 'ASUS', line: 'TUF Gaming', vendor: 'NVIDIA', minimumTier: 2, premium: 1.12, extraLength: 45, shroud: '#3b3f45' },
  { maker: 'ASUS', line: 'Prime', vendor: 'NVIDIA', minimumTier: 1, premium: 1.03, extraLength: 20, shroud: '#2b3440' },
  { maker: 'ASUS', line: 'TUF Gaming', vendor: 'AMD', minimumTier: 2, premium: 1.1, extraLength: 40, shroud: '#3b3f45' },
  { maker: 'ASUS', line: 'Prime', vendor: 'AMD', minimumTier: 1, premium: 1.03, extraLength: 20, shroud: '#2b3440' },
  { maker: 'Gigabyte', line: 'Aorus Master', vendor: 'NVIDIA', minimumTier: 3, premium: 1.25, extraLength: 60, shroud: '#16181c' },
  { maker: 'Gigabyte', line: 'Gaming OC', vendor: 'NVIDIA', minimumTier: 1, premium: 1.07, extraLength: 40, shroud: '#2a2d33' },
  { maker: 'Gigabyte', line: 'Windforce', vendor: 'NVIDIA', minimumTier: 1, premium: 1.0, extraLength: 10, shroud: '#4a4f57' },
  { maker: 'Gigabyte', line: 'Aorus Elite', vendor: 'AMD', minimumTier: 2, premium: 1.12, extraLength: 50, shroud: '#1c1e22' },
  { maker: 'Gigabyte', line: 'Gaming OC', vendor: 'AMD', minimumTier: 1, premium: 1.06, extraLength: 40, shroud: '#2a2d33' },
  { maker: 'MSI', line: 'Suprim', vendor: 'NVIDIA', minimumTier: 3, premium: 1.24, extraLength: 55, shroud: '#8a8f96' },
  { maker: 'MSI', line: 'Gaming Trio', vendor: 'NVIDIA', minimumTier: 2, premium: 1.1, extraLength: 45, shroud: '#202226' },
  { maker: 'MSI', line: 'Ventus 3X', vendor: 'NVIDIA', minimumTier: 1, premium: 1.0, extraLength: 25, shroud: '#3d4148' },
  { maker: 'Sapphire', line: 'Nitro+', vendor: 'AMD', minimumTier: 2, premium: 1.15, extraLength: 30, shroud: '#26292e' },
  { maker: 'Sapphire', line: 'Pulse', vendor: 'AMD', minimumTier: 1, premium: 1.0, extraLength: 15, shroud: '#5a1d22' },
  { maker: 'PowerColor', line: 'Red Devil', vendor: 'AMD', minimumTier: 2, premium: 1.14, extraLength: 50, shroud: '#7a1016' },
  { maker: 'PowerColor', line: 'Hellhound', vendor: 'AMD', minimumTier: 1, premium: 1.02, extraLength: 25, shroud: '#e9ecef' },
];

/** Memory kits: a line is DDR4 or DDR5 at the speeds it is sold in, as 2-module kits of these total sizes. */
export interface MemoryLine {
  maker: 'Corsair' | 'Kingston' | 'G.Skill' | 'Crucial';
  line: string;
  type: 'DDR5' | 'DDR4';
  speeds: readonly number[];
  sizes: readonly number[];
  premium: number;
  rgb: boolean;
  colours: readonly ('Black' | 'White')[];
}

export const memoryLines: readonly MemoryLine[] = [
  { maker: 'Corsair', line: 'Vengeance RGB', type: 'DDR5', speeds: [6000, 6400], sizes: [32, 48, 64], premium: 1.12, rgb: true, colours: ['Black', 'White'] },
  { maker: 'Corsair', line: 'Vengeance', type: 'DDR5', speeds: [5600, 6000], sizes: [16, 32, 64], premium: 1.0, rgb: false, colours: ['Black'] },
  { maker: 'Corsair', line: 'Dominator Titanium RGB', type: 'DDR5', speeds: [6400, 7200], sizes: [32, 48, 64], premium: 1.45, rgb: true, colours: ['Black', 'White'] },
  { maker: 'Corsair', line: 'Vengeance LPX', type: 'DDR4', speeds: [3200, 3600], sizes: [16, 32, 64], premium: 1.0, rgb: false, colours: ['Black'] },
  { maker: 'Kingston', line: 'Fury Beast', type: 'DDR5', speeds: [5600, 6000], sizes: [16, 32, 64], premium: 0.98, rgb: false, colours: ['Black'] },
  { maker: 'Kingston', line: 'Fury Beast RGB', type: 'DDR5', speeds: [6000], sizes: [32, 64], premium: 1.08, rgb: true, colours: ['Black', 'White'] },
  { maker: 'Kingston', line: 'Fury Renegade', type: 'DDR5', speeds: [6400, 7200], sizes: [32, 48], premium: 1.3, rgb: false, colours: ['Black'] },
  { maker: 'Kingston', line: 'Fury Beast', type: 'DDR4', speeds: [3200, 3600], sizes: [16, 32], premium: 0.98, rgb: false, colours: ['Black'] },
  { maker: 'G.Skill', line: 'Trident Z5 RGB', type: 'DDR5', speeds: [6000, 6400, 7200], sizes: [32, 48, 64], premium: 1.18, rgb: true, colours: ['Black'] },
  { maker: 'G.Skill', line: 'Flare X5', type: 'DDR5', speeds: [6000], sizes: [32, 64], premium: 1.02, rgb: false, colours: ['Black'] },
  { maker: 'G.Skill', line: 'Ripjaws V', type: 'DDR4', speeds: [3200, 3600], sizes: [16, 32, 64], premium: 0.95, rgb: false, colours: ['Black'] },
  { maker: 'Crucial', line: 'Pro', type: 'DDR5', speeds: [5600, 6000], sizes: [32, 64], premium: 0.95, rgb: false, colours: ['Black'] },
  { maker: 'Crucial', line: 'Pro', type: 'DDR4', speeds: [3200], sizes: [16, 32], premium: 0.92, rgb: false, colours: ['Black'] },
];

/** A kit's price: a base plus dollars per GB, a little more per speed grade, times the line's premium. */
export function memoryDollars(line: MemoryLine, totalGb: number, speed: number): number {
  const perGb = line.type === 'DDR5' ? 3.1 * (1 + (speed - 5600) / 6000) : 2.2 * (1 + (speed - 3200) / 4000);
  return storeDollars((25 + perGb * totalGb) * line.premium);
}

export interface DriveLine {
  maker: 'Samsung' | 'Crucial' | 'Kingston' | 'Western Digital' | 'Seagate';
  line: string;
  type: 'NVMe SSD' | 'SATA SSD' | 'Hard Drive';
  interface: string;
  formFactor: 'M.2 2280' | '2.5"' | '3.5"';
  /** [capacity in GB, dollars], smallest first. */
  capacities: readonly (readonly [number, number])[];
  label: string;
}

export const driveLines: readonly DriveLine[] = [
  { maker: 'Samsung', line: '9100 Pro', type: 'NVMe SSD', interface: 'PCIe 5.0 x4 NVMe', formFactor: 'M.2 2280', capacities: [[1000, 299], [2000, 459], [4000, 849]], label: '#111827' },
  { maker: 'Samsung', line: '990 Pro', type: 'NVMe SSD', interface: 'PCIe 4.0 x4 NVMe', formFactor: 'M.2 2280', capacities: [[1000, 199], [2000, 329], [4000, 599]], label: '#111827' },
  { maker: 'Samsung', line: '990 EVO Plus', type: 'NVMe SSD', interface: 'PCIe 4.0 x4 NVMe', formFactor: 'M.2 2280', capacities: [[1000, 149], [2000, 229], [4000, 429]], label: '#1e3a8a' },
  { maker: 'Western Digital', line: 'WD_Black SN850X', type: 'NVMe SSD', interface: 'PCIe 4.0 x4 NVMe', formFactor: 'M.2 2280', capacities: [[1000, 169], [2000, 259], [4000, 469], [8000, 1199]], label: '#0b0b0b' },
  { maker: 'Western Digital', line: 'WD Blue SN5000', type: 'NVMe SSD', interface: 'PCIe 4.0 x4 NVMe', formFactor: 'M.2 2280', capacities: [[500, 79], [1000, 109], [2000, 179], [4000, 369]], label: '#1d4ed8' },
  { maker: 'Crucial', line: 'T705', type: 'NVMe SSD', interface: 'PCIe 5.0 x4 NVMe', formFactor: 'M.2 2280', capacities: [[1000, 309], [2000, 479], [4000, 899]], label: '#1f2937' },
  { maker: 'Crucial', line: 'P3 Plus', type: 'NVMe SSD', interface: 'PCIe 4.0 x4 NVMe', formFactor: 'M.2 2280', capacities: [[500, 69], [1000, 95], [2000, 169], [4000, 339]], label: '#0f766e' },
  { maker: 'Kingston', line: 'KC3000', type: 'NVMe SSD', interface: 'PCIe 4.0 x4 NVMe', formFactor: 'M.2 2280', capacities: [[512, 95], [1024, 145], [2048, 249], [4096, 459]], label: '#111827' },
  { maker: 'Kingston', line: 'NV3', type: 'NVMe SSD', interface: 'PCIe 4.0 x4 NVMe', formFactor: 'M.2 2280', capacities: [[500, 65], [1000, 89], [2000, 155], [4000, 309]], label: '#374151' },
  { maker: 'Samsung', line: '870 EVO', type: 'SATA SSD', interface: 'SATA 6Gb/s', formFactor: '2.5"', capacities: [[500, 99], [1000, 149], [2000, 269], [4000, 499]], label: '#111827' },
  { maker: 'Crucial', line: 'MX500', type: 'SATA SSD', interface: 'SATA 6Gb/s', formFactor: '2.5"', capacities: [[500, 79], [1000, 119], [2000, 219], [4000, 429]], label: '#1f2937' },
  { maker: 'Western Digital', line: 'WD Blue SA510', type: 'SATA SSD', interface: 'SATA 6Gb/s', formFactor: '2.5"', capacities: [[500, 75], [1000, 115], [2000, 209]], label: '#1d4ed8' },
  { maker: 'Seagate', line: 'BarraCuda', type: 'Hard Drive', interface: 'SATA 6Gb/s, 7200 RPM', formFactor: '3.5"', capacities: [[2000, 109], [4000, 159], [8000, 289]], label: '#15803d' },
  { maker: 'Seagate', line: 'IronWolf', type: 'Hard Drive', interface: 'SATA 6Gb/s, 5400 RPM', formFactor: '3.5"', capacities: [[4000, 189], [8000, 339], [12000, 469]], label: '#ea580c' },
  { maker: 'Western Digital', line: 'WD Red Plus', type: 'Hard Drive', interface: 'SATA 6Gb/s, 5400 RPM', formFactor: '3.5"', capacities: [[4000, 185], [8000, 329], [12000, 459]], label: '#b91c1c' },
  { maker: 'Western Digital', line: 'WD Blue', type: 'Hard Drive', interface: 'SATA 6Gb/s, 5400 RPM', formFactor: '3.5"', capacities: [[2000, 99], [4000, 149], [8000, 269]], label: '#1d4ed8' },
];

/** "2TB", "500GB", "1TB" for 1000 or 1024 (Kingston's binary sizes are sold as 1TB, 2TB, 4TB too, but 512GB). */
export function capacityLabel(gigabytes: number): string {
  if (gigabytes < 1000) return `${gigabytes}GB`;
  return `${Math.round(gigabytes / 1000)}TB`;
}

export interface CoolerLine {
  maker: 'Noctua' | 'be quiet!' | 'Arctic' | 'Cooler Master' | 'Corsair' | 'NZXT';
  line: string;
  liquid: boolean;
  /** Air: one model; liquid: [radiator mm, dollars]. */
  sizes: readonly (readonly [number, number])[];
  /** Tower height (air) or pump block height (liquid), mm. */
  height: number;
  colour: string;
}

export const coolerLines: readonly CoolerLine[] = [
  { maker: 'Noctua', line: 'NH-D15 G2', liquid: false, sizes: [[0, 229]], height: 168, colour: '#b08968' },
  { maker: 'Noctua', line: 'NH-U12A chromax.black', liquid: false, sizes: [[0, 209]], height: 158, colour: '#1f2937' },
  { maker: 'be quiet!', line: 'Dark Rock Pro 5', liquid: false, sizes: [[0, 169]], height: 168, colour: '#111827' },
  { maker: 'be quiet!', line: 'Pure Rock 3', liquid: false, sizes: [[0, 69]], height: 155, colour: '#374151' },
  { maker: 'Arctic', line: 'Freezer 36', liquid: false, sizes: [[0, 49]], height: 159, colour: '#1f2937' },
  { maker: 'Cooler Master', line: 'Hyper 212 Halo', liquid: false, sizes: [[0, 59]], height: 154, colour: '#111827' },
  { maker: 'Arctic', line: 'Liquid Freezer III Pro', liquid: true, sizes: [[240, 119], [280, 139], [360, 159]], height: 53, colour: '#111827' },
  { maker: 'Corsair', line: 'iCUE Link Titan RX RGB', liquid: true, sizes: [[240, 259], [360, 329]], height: 57, colour: '#111827' },
  { maker: 'NZXT', line: 'Kraken', liquid: true, sizes: [[240, 229], [280, 259], [360, 299]], height: 52, colour: '#111827' },
  { maker: 'NZXT', line: 'Kraken Elite', liquid: true, sizes: [[280, 399], [360, 449]], height: 55, colour: '#f3f4f6' },
  { maker: 'Cooler Master', line: 'MasterLiquid 360L Core', liquid: true, sizes: [[360, 129]], height: 48, colour: '#111827' },
  { maker: 'be quiet!', line: 'Light Loop', liquid: true, sizes: [[240, 199], [360, 249]], height: 50, colour: '#111827' },
];

export interface CaseLine {
  maker: 'Lian Li' | 'Fractal Design' | 'NZXT' | 'Corsair' | 'Cooler Master';
  line: string;
  size: 'Mid Tower' | 'Full Tower' | 'Mini-ITX';
  maxGpuLength: number;
  maxCoolerHeight: number;
  dollars: number;
  /** The panels the UV printer can print on (L left, R right, T top, F front; designed per model). */
  printablePanels: 'L,R,T,F' | 'L,R' | 'L' | 'L,T' | 'None';
  /** Colours it is sold in and what each adds to the price. */
  colours: readonly (readonly [string, number])[];
}

export const caseLines: readonly CaseLine[] = [
  { maker: 'Lian Li', line: 'O11 Dynamic EVO', size: 'Mid Tower', maxGpuLength: 426, maxCoolerHeight: 167, dollars: 259, printablePanels: 'L,R,T,F', colours: [['Black', 0], ['White', 10]] },
  { maker: 'Lian Li', line: 'O11 Dynamic EVO XL', size: 'Full Tower', maxGpuLength: 460, maxCoolerHeight: 167, dollars: 349, printablePanels: 'L,T', colours: [['Black', 0], ['White', 10]] },
  { maker: 'Lian Li', line: 'Lancool 216', size: 'Mid Tower', maxGpuLength: 392, maxCoolerHeight: 180, dollars: 149, printablePanels: 'L', colours: [['Black', 0], ['White', 10]] },
  { maker: 'Lian Li', line: 'Q58', size: 'Mini-ITX', maxGpuLength: 320, maxCoolerHeight: 67, dollars: 199, printablePanels: 'L,R', colours: [['Black', 0], ['White', 10]] },
  { maker: 'Fractal Design', line: 'North', size: 'Mid Tower', maxGpuLength: 355, maxCoolerHeight: 170, dollars: 229, printablePanels: 'None', colours: [['Charcoal Black', 0], ['Chalk White', 0]] },
  { maker: 'Fractal Design', line: 'North XL', size: 'Full Tower', maxGpuLength: 413, maxCoolerHeight: 185, dollars: 289, printablePanels: 'L,R,T,F', colours: [['Charcoal Black', 0], ['Chalk White', 0]] },
  { maker: 'Fractal Design', line: 'Meshify 2', size: 'Mid Tower', maxGpuLength: 467, maxCoolerHeight: 185, dollars: 239, printablePanels: 'L,T', colours: [['Black', 0], ['Light Grey', 10]] },
  { maker: 'Fractal Design', line: 'Terra', size: 'Mini-ITX', maxGpuLength: 322, maxCoolerHeight: 77, dollars: 289, printablePanels: 'L', colours: [['Graphite', 0], ['Silver', 0], ['Jade', 0]] },
  { maker: 'NZXT', line: 'H5 Flow', size: 'Mid Tower', maxGpuLength: 365, maxCoolerHeight: 165, dollars: 139, printablePanels: 'L,R', colours: [['Black', 0], ['White', 0]] },
  { maker: 'NZXT', line: 'H7 Flow', size: 'Mid Tower', maxGpuLength: 400, maxCoolerHeight: 185, dollars: 199, printablePanels: 'None', colours: [['Black', 0], ['White', 0]] },
  { maker: 'NZXT', line: 'H9 Flow', size: 'Mid Tower', maxGpuLength: 435, maxCoolerHeight: 165, dollars: 259, printablePanels: 'L,R,T,F', colours: [['Black', 0], ['White', 0]] },
  { maker: 'Corsair', line: '4000D Airflow', size: 'Mid Tower', maxGpuLength: 360, maxCoolerHeight: 170, dollars: 149, printablePanels: 'L,T', colours: [['Black', 0], ['White', 0]] },
  { maker: 'Corsair', line: '5000D Airflow', size: 'Mid Tower', maxGpuLength: 420, maxCoolerHeight: 170, dollars: 249, printablePanels: 'L', colours: [['Black', 0], ['White', 0]] },
  { maker: 'Corsair', line: '7000D Airflow', size: 'Full Tower', maxGpuLength: 450, maxCoolerHeight: 190, dollars: 349, printablePanels: 'L,R', colours: [['Black', 0], ['White', 0]] },
  { maker: 'Cooler Master', line: 'MasterBox TD500 Mesh V2', size: 'Mid Tower', maxGpuLength: 410, maxCoolerHeight: 165, dollars: 149, printablePanels: 'None', colours: [['Black', 0], ['White', 10]] },
  { maker: 'Cooler Master', line: 'HAF 700 EVO', size: 'Full Tower', maxGpuLength: 490, maxCoolerHeight: 166, dollars: 699, printablePanels: 'L,R,T,F', colours: [['Titanium Grey', 0]] },
  { maker: 'Cooler Master', line: 'MasterBox NR200P V2', size: 'Mini-ITX', maxGpuLength: 336, maxCoolerHeight: 155, dollars: 169, printablePanels: 'L,T', colours: [['Black', 0], ['White', 10]] },
];

/** What a colour name looks like in a picture. */
export const colourHex: Readonly<Record<string, string>> = {
  Black: '#1c1f24', White: '#eef0f2', 'Charcoal Black': '#2a2a2a', 'Chalk White': '#f2efe8', 'Light Grey': '#c7cbd1',
  Graphite: '#3a3d42', Silver: '#c0c4c9', Jade: '#5c8f7b', 'Titanium Grey': '#6b7078',
};

export const efficiencyRatings = ['80 Plus Bronze', '80 Plus Gold', '80 Plus Platinum', '80 Plus Titanium'] as const;

export interface PsuLine {
  maker: 'Corsair' | 'Seasonic' | 'be quiet!' | 'Cooler Master';
  /** `{w}` is the wattage. */
  name: string;
  efficiency: (typeof efficiencyRatings)[number];
  /** [watts, dollars], lowest first. */
  models: readonly (readonly [number, number])[];
}

export const psuLines: readonly PsuLine[] = [
  { maker: 'Corsair', name: 'CX{w}', efficiency: '80 Plus Bronze', models: [[550, 89], [650, 99], [750, 119]] },
  { maker: 'Corsair', name: 'RM{w}e', efficiency: '80 Plus Gold', models: [[750, 149], [850, 169], [1000, 229]] },
  { maker: 'Corsair', name: 'HX{w}i', efficiency: '80 Plus Platinum', models: [[1000, 379], [1200, 429], [1500, 519]] },
  { maker: 'Corsair', name: 'AX{w}i', efficiency: '80 Plus Titanium', models: [[1600, 799]] },
  { maker: 'Seasonic', name: 'G12 GC-{w}', efficiency: '80 Plus Gold', models: [[550, 99], [650, 115], [750, 135]] },
  { maker: 'Seasonic', name: 'Focus GX-{w}', efficiency: '80 Plus Gold', models: [[750, 169], [850, 189], [1000, 259]] },
  { maker: 'Seasonic', name: 'Prime PX-{w}', efficiency: '80 Plus Platinum', models: [[1000, 369], [1300, 449], [1600, 599]] },
  { maker: 'Seasonic', name: 'Prime TX-{w}', efficiency: '80 Plus Titanium', models: [[1000, 449], [1300, 549], [1600, 749]] },
  { maker: 'be quiet!', name: 'Pure Power 12 M {w}W', efficiency: '80 Plus Gold', models: [[550, 109], [650, 129], [750, 149], [850, 169], [1000, 219]] },
  { maker: 'be quiet!', name: 'Straight Power 12 {w}W', efficiency: '80 Plus Platinum', models: [[750, 219], [850, 249], [1000, 299], [1200, 369], [1500, 449]] },
  { maker: 'be quiet!', name: 'Dark Power 13 {w}W', efficiency: '80 Plus Titanium', models: [[850, 379], [1000, 449]] },
  { maker: 'Cooler Master', name: 'MWE Bronze {w} V3', efficiency: '80 Plus Bronze', models: [[550, 69], [650, 79], [750, 95]] },
  { maker: 'Cooler Master', name: 'MWE Gold {w} V2', efficiency: '80 Plus Gold', models: [[650, 99], [750, 119], [850, 139]] },
];

export interface FanLine {
  maker: 'Noctua' | 'Arctic' | 'Lian Li' | 'Corsair';
  line: string;
  size: 120 | 140;
  /** [pack size, dollars]. */
  packs: readonly (readonly [number, number])[];
  rgb: boolean;
  colour: string;
}

export const fanLines: readonly FanLine[] = [
  { maker: 'Noctua', line: 'NF-A12x25 PWM', size: 120, packs: [[1, 59]], rgb: false, colour: '#c8a17a' },
  { maker: 'Noctua', line: 'NF-A12x25 PWM chromax.black', size: 120, packs: [[1, 65]], rgb: false, colour: '#1f2937' },
  { maker: 'Noctua', line: 'NF-A14 PWM', size: 140, packs: [[1, 45]], rgb: false, colour: '#c8a17a' },
  { maker: 'Arctic', line: 'P12 PWM PST', size: 120, packs: [[1, 12], [5, 45]], rgb: false, colour: '#1f2937' },
  { maker: 'Arctic', line: 'P14 PWM PST', size: 140, packs: [[1, 15], [5, 55]], rgb: false, colour: '#1f2937' },
  { maker: 'Lian Li', line: 'UNI FAN SL-INF 120', size: 120, packs: [[1, 55], [3, 149]], rgb: true, colour: '#111827' },
  { maker: 'Lian Li', line: 'UNI FAN TL 140', size: 140, packs: [[1, 59], [3, 165]], rgb: true, colour: '#111827' },
  { maker: 'Corsair', line: 'iCUE Link RX120 RGB', size: 120, packs: [[1, 75], [3, 219]], rgb: true, colour: '#111827' },
  { maker: 'Corsair', line: 'AF120 Elite', size: 120, packs: [[1, 35], [3, 89]], rgb: false, colour: '#111827' },
];

export interface MonitorModel {
  maker: 'LG' | 'Dell' | 'ASUS' | 'MSI' | 'Gigabyte';
  model: string;
  size: number;
  resolution: string;
  refresh: number;
  panel: 'IPS' | 'VA' | 'OLED';
  dollars: number;
}

export const monitorModels: readonly MonitorModel[] = [
  { maker: 'LG', model: 'UltraGear 24GS60F', size: 24, resolution: '1920x1080', refresh: 180, panel: 'IPS', dollars: 229 },
  { maker: 'LG', model: 'UltraGear 27GS75Q', size: 27, resolution: '2560x1440', refresh: 180, panel: 'IPS', dollars: 399 },
  { maker: 'LG', model: 'UltraGear 27GX790A', size: 27, resolution: '2560x1440', refresh: 480, panel: 'OLED', dollars: 1499 },
  { maker: 'LG', model: 'UltraGear 32GS95UE', size: 32, resolution: '3840x2160', refresh: 240, panel: 'OLED', dollars: 2099 },
  { maker: 'Dell', model: 'S2725DS', size: 27, resolution: '2560x1440', refresh: 100, panel: 'IPS', dollars: 349 },
  { maker: 'Dell', model: 'G2724D', size: 27, resolution: '2560x1440', refresh: 165, panel: 'IPS', dollars: 399 },
  { maker: 'Dell', model: 'Alienware AW3225QF', size: 32, resolution: '3840x2160', refresh: 240, panel: 'OLED', dollars: 1799 },
  { maker: 'Dell', model: 'S3422DWG', size: 34, resolution: '3440x1440', refresh: 144, panel: 'VA', dollars: 699 },
  { maker: 'ASUS', model: 'VG249Q3A', size: 24, resolution: '1920x1080', refresh: 180, panel: 'IPS', dollars: 219 },
  { maker: 'ASUS', model: 'TUF Gaming VG27AQ3A', size: 27, resolution: '2560x1440', refresh: 180, panel: 'IPS', dollars: 399 },
  { maker: 'ASUS', model: 'ROG Swift PG27AQDM', size: 27, resolution: '2560x1440', refresh: 240, panel: 'OLED', dollars: 1299 },
  { maker: 'ASUS', model: 'ROG Swift PG32UCDM', size: 32, resolution: '3840x2160', refresh: 240, panel: 'OLED', dollars: 1999 },
  { maker: 'MSI', model: 'G2412F', size: 24, resolution: '1920x1080', refresh: 180, panel: 'IPS', dollars: 199 },
  { maker: 'MSI', model: 'MAG 274QRF QD E2', size: 27, resolution: '2560x1440', refresh: 180, panel: 'IPS', dollars: 449 },
  { maker: 'MSI', model: 'MAG 321UP QD-OLED', size: 32, resolution: '3840x2160', refresh: 165, panel: 'OLED', dollars: 1499 },
  { maker: 'MSI', model: 'MAG 341CQP QD-OLED', size: 34, resolution: '3440x1440', refresh: 175, panel: 'OLED', dollars: 1299 },
  { maker: 'Gigabyte', model: 'G24F 2', size: 24, resolution: '1920x1080', refresh: 180, panel: 'IPS', dollars: 229 },
  { maker: 'Gigabyte', model: 'M27Q X', size: 27, resolution: '2560x1440', refresh: 240, panel: 'IPS', dollars: 599 },
  { maker: 'Gigabyte', model: 'MO34WQC2', size: 34, resolution: '3440x1440', refresh: 240, panel: 'OLED', dollars: 1399 },
];

export interface PeripheralModel {
  maker: 'Logitech' | 'Razer' | 'SteelSeries' | 'Corsair';
  model: string;
  connection: 'Wired' | 'Wireless';
  kind: string;
  dollars: number;
}

const peripheral = (maker: PeripheralModel['maker'], model: string, connection: PeripheralModel['connection'], kind: string, dollars: number): PeripheralModel => ({ maker, model, connection, kind, dollars });

export const keyboardModels: readonly PeripheralModel[] = [
  peripheral('Logitech', 'G413 SE', 'Wired', 'Mechanical', 99),
  peripheral('Logitech', 'G915 X Lightspeed TKL', 'Wireless', 'Mechanical', 329),
  peripheral('Logitech', 'G213 Prodigy', 'Wired', 'Membrane', 79),
  peripheral('Razer', 'BlackWidow V4', 'Wired', 'Mechanical', 299),
  peripheral('Razer', 'Huntsman V3 Pro TKL', 'Wired', 'Mechanical', 379),
  peripheral('Razer', 'Cynosa V2', 'Wired', 'Membrane', 89),
  peripheral('SteelSeries', 'Apex Pro TKL Gen 3', 'Wired', 'Mechanical', 379),
  peripheral('SteelSeries', 'Apex 3', 'Wired', 'Membrane', 99),
  peripheral('SteelSeries', 'Apex Pro Mini', 'Wireless', 'Mechanical', 349),
  peripheral('Corsair', 'K70 RGB Pro', 'Wired', 'Mechanical', 249),
  peripheral('Corsair', 'K55 Core RGB', 'Wired', 'Membrane', 69),
  peripheral('Corsair', 'K70 Core TKL', 'Wireless', 'Mechanical', 239),
];

export const mouseModels: readonly PeripheralModel[] = [
  peripheral('Logitech', 'G502 X Plus', 'Wireless', 'Wireless', 249),
  peripheral('Logitech', 'G Pro X Superlight 2', 'Wireless', 'Ultralight', 249),
  peripheral('Logitech', 'G203 Lightsync', 'Wired', 'Wired', 39),
  peripheral('Razer', 'DeathAdder V3 Pro', 'Wireless', 'Ultralight', 249),
  peripheral('Razer', 'DeathAdder Essential', 'Wired', 'Wired', 39),
  peripheral('Razer', 'Basilisk V3', 'Wired', 'Wired', 99),
  peripheral('SteelSeries', 'Aerox 3', 'Wired', 'Ultralight', 89),
  peripheral('SteelSeries', 'Rival 3', 'Wired', 'Wired', 59),
  peripheral('SteelSeries', 'Aerox 5', 'Wireless', 'Ultralight', 199),
  peripheral('Corsair', 'M75 Air', 'Wireless', 'Ultralight', 199),
  peripheral('Corsair', 'Katar Elite', 'Wireless', 'Wireless', 99),
  peripheral('Corsair', 'M65 RGB Ultra', 'Wired', 'Wired', 129),
];

export const headsetModels: readonly PeripheralModel[] = [
  peripheral('Logitech', 'G Pro X 2 Lightspeed', 'Wireless', 'Wireless', 399),
  peripheral('Logitech', 'G435 Lightspeed', 'Wireless', 'Wireless', 99),
  peripheral('Logitech', 'G335', 'Wired', 'Wired', 79),
  peripheral('Razer', 'BlackShark V2 Pro', 'Wireless', 'Wireless', 299),
  peripheral('Razer', 'Kraken V4 X', 'Wired', 'Surround', 99),
  peripheral('Razer', 'BlackShark V2 X', 'Wired', 'Surround', 79),
  peripheral('SteelSeries', 'Arctis Nova 7', 'Wireless', 'Wireless', 279),
  peripheral('SteelSeries', 'Arctis Nova Pro', 'Wired', 'Surround', 379),
  peripheral('SteelSeries', 'Arctis Nova 1', 'Wired', 'Wired', 99),
  peripheral('Corsair', 'HS80 Max', 'Wireless', 'Wireless', 299),
  peripheral('Corsair', 'HS55 Surround', 'Wired', 'Surround', 89),
  peripheral('Corsair', 'Void v2', 'Wireless', 'Wireless', 169),
];

export interface NetworkModel {
  maker: 'Ubiquiti' | 'TP-Link';
  model: string;
  kind: 'Switch' | 'Access Point' | 'Gateway';
  ports: number;
  dollars: number;
}

export const networkModels: readonly NetworkModel[] = [
  { maker: 'Ubiquiti', model: 'UniFi Switch Lite 8 PoE', kind: 'Switch', ports: 8, dollars: 199 },
  { maker: 'Ubiquiti', model: 'UniFi Switch Pro 24 PoE', kind: 'Switch', ports: 24, dollars: 1299 },
  { maker: 'Ubiquiti', model: 'UniFi Switch Pro Max 48 PoE', kind: 'Switch', ports: 48, dollars: 2399 },
  { maker: 'Ubiquiti', model: 'UniFi U7 Pro', kind: 'Access Point', ports: 1, dollars: 339 },
  { maker: 'Ubiquiti', model: 'UniFi Dream Machine Pro', kind: 'Gateway', ports: 9, dollars: 699 },
  { maker: 'TP-Link', model: 'Omada SG2210P', kind: 'Switch', ports: 10, dollars: 219 },
  { maker: 'TP-Link', model: 'Omada SG3428', kind: 'Switch', ports: 28, dollars: 349 },
  { maker: 'TP-Link', model: 'Omada SG3452XP', kind: 'Switch', ports: 52, dollars: 1099 },
  { maker: 'TP-Link', model: 'Omada EAP650', kind: 'Access Point', ports: 1, dollars: 189 },
  { maker: 'TP-Link', model: 'Omada ER605', kind: 'Gateway', ports: 5, dollars: 119 },
];
