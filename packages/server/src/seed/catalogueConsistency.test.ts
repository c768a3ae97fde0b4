// The generated catalogue is believable (issue 17): every line belongs to its brand, every card's memory size is
// one its chip ships with, every CPU and board sits on its family's socket, and prices rise with capacity. The
// expectations below are the real-world facts written out independently of seed/productLines.ts, so a table entry
// that drifts from reality fails here.
import { COMPATIBILITY_ATTRIBUTES_BY_CATEGORY } from '@rigkit/domain/compatibility';
import { describe, expect, it } from 'vitest';
import { generateCatalogue, type SeedItem } from './catalogue.ts';
import { createRandom } from './random.ts';
import { CategoryIds, seedManufacturers } from './reference.ts';

const items = generateCatalogue(createRandom(20261122), 2000, 20).items.filter((item) => !item.isExDemo);
const makerOf = (item: SeedItem): string => seedManufacturers.find((manufacturer) => manufacturer.id === item.manufacturerId)?.name ?? '?';
const attribute = (item: SeedItem, key: string): string => item.attributes.find((entry) => entry.Key === key)?.Value ?? '';
const inCategory = (categoryId: number): SeedItem[] => items.filter((item) => item.primaryCategoryId === categoryId);
const gigabytes = (text: string): number => (/(\d+)TB/.test(text) ? Number(/(\d+)TB/.exec(text)?.[1]) * 1000 : Number(/(\d+)GB/.exec(text)?.[1] ?? Number.NaN));

/** Items of one product line in rising capacity, by the part of the name that is not the capacity. */
function ladders(list: readonly SeedItem[], capacity: (item: SeedItem) => number, lineOf: (item: SeedItem) => string): SeedItem[][] {
  const byLine = new Map<string, Map<number, SeedItem>>();
  for (const item of list) {
    const line = byLine.get(lineOf(item)) ?? new Map<number, SeedItem>();
    line.set(capacity(item), item);
    byLine.set(lineOf(item), line);
  }
  return [...byLine.values()].map((line) => [...line.entries()].sort(([a], [b]) => a - b).map(([, item]) => item)).filter((line) => line.length > 1);
}

const falling = (ladder: SeedItem[]): string[] =>
  ladder.slice(1).flatMap((item, index) => (item.priceCents > (ladder[index]?.priceCents ?? 0) ? [] : [`${item.description} $${item.priceCents / 100} ≤ ${ladder[index]?.description} $${(ladder[index]?.priceCents ?? 0) / 100}`]));

describe('a believable catalogue (issue 17)', () => {
  it('names no product the issue found invented', () => {
    const names = items.map((item) => item.description);
    for (const invented of [/^ASUS .*Windforce/, /^Noctua .*iCUE/, /RTX 5090 12GB/, /5900X 16-Core/, /SN850X 12TB/, /SN850X.*SATA/, /Ryzen \d \d+X? \d+-Core LGA/, /Core Ultra .* AM[45]/]) {
      expect(names.filter((name) => invented.test(name)), String(invented)).toEqual([]);
    }
  });

  it('sells each graphics card line under the brand that makes it', () => {
    const lines: Record<string, string[]> = {
      ASUS: ['ROG Astral', 'TUF Gaming', 'Prime'],
      Gigabyte: ['Aorus Master', 'Aorus Elite', 'Gaming OC', 'Windforce'],
      MSI: ['Suprim', 'Gaming Trio', 'Ventus 3X'],
      Sapphire: ['Nitro+', 'Pulse'],
      PowerColor: ['Red Devil', 'Hellhound'],
    };
    const cards = inCategory(CategoryIds.graphicsCard);
    expect(cards.length).toBeGreaterThan(100);
    const strays = cards.filter((card) => !(lines[makerOf(card)] ?? []).some((line) => card.description.startsWith(`${makerOf(card)} ${line} `)));
    expect(strays.map((card) => card.description)).toEqual([]);
    // Radeon boards by NVIDIA-only partners, or GeForce by AMD-only ones, do not exist.
    expect(cards.filter((card) => ['Sapphire', 'PowerColor'].includes(makerOf(card)) && card.description.includes('GeForce')).length).toBe(0);
    expect(cards.filter((card) => makerOf(card) === 'MSI' && card.description.includes('Radeon')).length).toBe(0);
  });

  it('gives every card a memory size its chip ships with', () => {
    const sizes: Record<string, number[]> = {
      'GeForce RTX 5090': [32], 'GeForce RTX 5080': [16], 'GeForce RTX 5070 Ti': [16], 'GeForce RTX 5070': [12], 'GeForce RTX 5060 Ti': [8, 16],
      'Radeon RX 9070 XT': [16], 'Radeon RX 9070': [16], 'Radeon RX 9060 XT': [8, 16],
    };
    const wrong = inCategory(CategoryIds.graphicsCard).filter((card) => !(sizes[attribute(card, 'Chip')] ?? []).includes(gigabytes(attribute(card, 'Video Memory'))) || !card.description.includes(`${attribute(card, 'Chip')} ${attribute(card, 'Video Memory')} `));
    expect(wrong.map((card) => card.description)).toEqual([]);
  });

  it('puts every CPU on its family socket with its true core count, and every board on a chipset of its socket', () => {
    const familySocket = (model: string): string =>
      /Ryzen \d [789]\d{3}/.test(model) ? 'AM5' : /Ryzen \d 5\d{3}/.test(model) ? 'AM4' : /Core Ultra/.test(model) ? 'LGA1851' : /Core i\d-1[234]\d{3}/.test(model) ? 'LGA1700' : 'unknown';
    const cpus = inCategory(CategoryIds.cpu);
    expect(cpus.filter((cpu) => attribute(cpu, 'Socket') !== familySocket(cpu.model)).map((cpu) => cpu.description)).toEqual([]);
    const cores: Record<string, number> = { 'Ryzen 7 9800X3D': 8, 'Ryzen 9 9950X': 16, 'Ryzen 9 5900X': 12, 'Ryzen 5 5600X': 6, 'Core Ultra 9 285K': 24, 'Core Ultra 5 245K': 14, 'Core i7-14700K': 20, 'Core i5-12400F': 6 };
    for (const cpu of cpus.filter((candidate) => cores[candidate.model] !== undefined)) expect(attribute(cpu, 'Cores'), cpu.model).toBe(String(cores[cpu.model]));
    expect(cpus.filter((cpu) => !cpu.description.includes(`${attribute(cpu, 'Cores')}-Core ${attribute(cpu, 'Socket')} `))).toEqual([]);
    const chipsets: Record<string, string[]> = { AM5: ['X870E', 'X870', 'B850', 'B650', 'A620'], AM4: ['X570', 'B550', 'A520'], LGA1851: ['Z890', 'B860', 'H810'], LGA1700: ['Z790', 'B760', 'H610'] };
    const boards = inCategory(CategoryIds.motherboard);
    expect(boards.filter((board) => !(chipsets[attribute(board, 'Socket')] ?? []).includes(attribute(board, 'Chipset')) || !board.model.includes(attribute(board, 'Chipset'))).map((board) => board.description)).toEqual([]);
    expect(boards.filter((board) => attribute(board, 'Memory Type') !== (attribute(board, 'Socket') === 'AM4' ? 'DDR4' : 'DDR5'))).toEqual([]);
    // A prebuilt's board is on its CPU's socket and its memory is the board's type.
    const prebuilts = inCategory(CategoryIds.readyToGo);
    expect(prebuilts.filter((pc) => !attribute(pc, 'Motherboard').endsWith(familySocket(attribute(pc, 'CPU'))) || !attribute(pc, 'Memory').endsWith(familySocket(attribute(pc, 'CPU')) === 'AM4' ? 'DDR4' : 'DDR5')).map((pc) => pc.description)).toEqual([]);
  });

  it('prices rise with capacity within a line: memory, drives, graphics memory, power supply wattage, fan packs, radiators', () => {
    const memory = ladders(inCategory(CategoryIds.memory), (item) => gigabytes(attribute(item, 'Capacity')), (item) => `${makerOf(item)} ${item.model.replace(/\d+GB /, '')}`);
    const drives = ladders([...inCategory(CategoryIds.osDrive), ...inCategory(CategoryIds.storageDrive)], (item) => gigabytes(attribute(item, 'Capacity')), (item) => `${makerOf(item)} ${item.model.replace(/ \d+[GT]B$/, '')}`);
    const cards = ladders(inCategory(CategoryIds.graphicsCard), (item) => gigabytes(attribute(item, 'Video Memory')), (item) => `${makerOf(item)} ${item.model.replace(/ \d+GB$/, '')}`);
    const power = ladders(inCategory(CategoryIds.powerSupply), (item) => Number(attribute(item, 'Wattage (W)')), (item) => `${makerOf(item)} ${item.model.replace(/\d{3,4}/, 'W')}`);
    const fans = ladders(inCategory(CategoryIds.coolingFans), (item) => Number(attribute(item, 'Pack Size')), (item) => `${makerOf(item)} ${item.model.replace(/ \d-Pack$/, '')}`);
    const radiators = ladders(inCategory(CategoryIds.cpuCooler), (item) => Number(attribute(item, 'Radiator Size (mm)') || 0), (item) => `${makerOf(item)} ${item.model.replace(/ \d{3}$/, '')}`);
    for (const [name, list] of Object.entries({ memory, drives, cards, power, fans, radiators })) {
      expect(list.length, `${name} lines with more than one size`).toBeGreaterThan(1);
      expect(list.flatMap(falling), name).toEqual([]);
    }
  });

  it('prices a part by what it is: 64GB costs more than 16GB, a 1600 W PSU more than any 550 W one, an RTX 5090 more than any RTX 5070', () => {
    const cheapest = (list: SeedItem[]): number => Math.min(...list.map((item) => item.priceCents));
    const dearest = (list: SeedItem[]): number => Math.max(...list.map((item) => item.priceCents));
    const memory = inCategory(CategoryIds.memory);
    expect(cheapest(memory.filter((item) => attribute(item, 'Capacity') === '64GB'))).toBeGreaterThan(dearest(memory.filter((item) => attribute(item, 'Capacity') === '16GB')));
    const power = inCategory(CategoryIds.powerSupply);
    expect(cheapest(power.filter((item) => attribute(item, 'Wattage (W)') === '1600'))).toBeGreaterThan(dearest(power.filter((item) => attribute(item, 'Wattage (W)') === '550')));
    const cards = inCategory(CategoryIds.graphicsCard);
    expect(cheapest(cards.filter((item) => attribute(item, 'Chip') === 'GeForce RTX 5090'))).toBeGreaterThan(dearest(cards.filter((item) => attribute(item, 'Chip') === 'GeForce RTX 5070')));
  });

  it('gives the parts the attributes the compatibility engine reads', () => {
    const categories: [string, number][] = [['CPU', CategoryIds.cpu], ['Motherboard', CategoryIds.motherboard], ['Memory', CategoryIds.memory], ['Graphics Card', CategoryIds.graphicsCard], ['CPU Cooler', CategoryIds.cpuCooler], ['Case', CategoryIds.case], ['Power Supply', CategoryIds.powerSupply]];
    for (const [name, categoryId] of categories) {
      // BIOS Update Chipsets is only carried by CPUs that need an update on some board (designed: none do here).
      const keys = (COMPATIBILITY_ATTRIBUTES_BY_CATEGORY[name] ?? []).filter((key) => key !== 'BIOS Update Chipsets');
      const missing = inCategory(categoryId).filter((item) => keys.some((key) => attribute(item, key) === ''));
      expect(missing.map((item) => item.description), name).toEqual([]);
    }
  });

  it('lists distinct products before repeating one', () => {
    const cards = inCategory(CategoryIds.graphicsCard).slice(0, 60).map((card) => card.description);
    expect(new Set(cards).size).toBe(cards.length);
  });
});
