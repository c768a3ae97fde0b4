import { describe, expect, it } from 'vitest';
import { COMPATIBILITY_ATTRIBUTE_KEYS as keys, COMPATIBILITY_ATTRIBUTES_BY_CATEGORY } from './attributeKeys.ts';
import { parsePartSpecs } from './parseSpecs.ts';
import { createSpecCache } from './specCache.ts';
import { makeCase, makeCpu, makeMotherboard, makePart } from './testing.ts';
import {
  normaliseChipset,
  normaliseFormFactor,
  normaliseMemoryType,
  normaliseSocket,
  readCount,
  readList,
  readPositiveNumber,
  readYesNo,
} from './values.ts';

describe('attribute keys the seeded store carries', () => {
  it('are the documented keys, exactly', () => {
    expect(Object.values(keys)).toEqual([
      'Socket',
      'Chipset',
      'Supported Chipsets',
      'BIOS Update Chipsets',
      'Unlocked Multiplier',
      'CPU Overclocking',
      'Memory Type',
      'Memory Slots',
      'Modules',
      'Form Factor',
      'Supported Form Factors',
      'GPU Length (mm)',
      'Max GPU Length (mm)',
      'Cooler Height (mm)',
      'Max CPU Cooler Height (mm)',
      'Supported Sockets',
      'TDP (W)',
      'Board Power (W)',
      'Wattage (W)',
    ]);
  });

  it('lists every key under at least one category', () => {
    const listed = new Set(Object.values(COMPATIBILITY_ATTRIBUTES_BY_CATEGORY).flat());
    expect([...listed].sort()).toEqual(Object.values(keys).sort());
  });
});

describe('attribute values', () => {
  it.each([
    ['336', 336],
    ['336 mm', 336],
    ['158.5mm', 158.5],
    ['1,000 W', 1000],
    ['0', null],
    ['-5', null],
    ['n/a', null],
    ['', null],
    [undefined, null],
  ])('number %j → %j', (value, expected) => {
    expect(readPositiveNumber(value)).toBe(expected);
  });

  it.each([
    ['4', 4],
    ['4 slots', 4],
    ['2.5', null],
    [undefined, null],
  ])('count %j → %j', (value, expected) => {
    expect(readCount(value)).toBe(expected);
  });

  it.each([
    ['Yes', true],
    [' true ', true],
    ['1', true],
    ['No', false],
    ['FALSE', false],
    ['maybe', null],
    [undefined, null],
  ])('yes/no %j → %j', (value, expected) => {
    expect(readYesNo(value)).toBe(expected);
  });

  it('splits lists on commas, semicolons and slashes', () => {
    expect(readList('AM5, AM4; LGA1700 / LGA1851')).toEqual(['AM5', 'AM4', 'LGA1700', 'LGA1851']);
    expect(readList(' , ')).toBeNull();
  });

  it.each([
    ['LGA 1700', 'LGA1700'],
    ['Socket AM5', 'AM5'],
    ['AM3+', 'AM3'],
    ['LGA 1150', 'LGA1150'],
    ['sTR5', 'STR5'],
    ['  ', null],
  ])('socket %j → %j', (value, expected) => {
    expect(normaliseSocket(value)).toBe(expected);
  });

  it.each([
    ['AMD B650', 'B650'],
    ['Intel® Z790', 'Z790'],
    ['x670e', 'X670E'],
    ['', null],
  ])('chipset %j → %j', (value, expected) => {
    expect(normaliseChipset(value)).toBe(expected);
  });

  it.each([
    ['DDR5', 'DDR5'],
    ['ddr4-3200', 'DDR4'],
    ['DDR 5', 'DDR5'],
    ['SO-DIMM', null],
  ])('memory type %j → %j', (value, expected) => {
    expect(normaliseMemoryType(value)).toBe(expected);
  });

  it.each([
    ['ATX', 'ATX'],
    ['mATX', 'Micro-ATX'],
    ['Micro ATX', 'Micro-ATX'],
    ['uATX', 'Micro-ATX'],
    ['ITX', 'Mini-ITX'],
    ['Mini ITX', 'Mini-ITX'],
    ['EATX', 'E-ATX'],
    ['Extended ATX', 'E-ATX'],
    ['SSI-EEB', 'SSI-EEB'],
    ['', null],
  ])('form factor %j → %j', (value, expected) => {
    expect(normaliseFormFactor(value)).toBe(expected);
  });
});

describe('parsePartSpecs', () => {
  it('reads every key of a CPU, a motherboard and a case', () => {
    const cpu = parsePartSpecs(makeCpu({ [keys.biosUpdateChipsets]: 'B650, X670' }));
    expect(cpu).toMatchObject({
      socket: 'AM5',
      supportedChipsets: ['X870E', 'X870', 'B850', 'B650E', 'B650', 'X670E', 'X670', 'A620'],
      biosUpdateChipsets: ['B650', 'X670'],
      unlockedMultiplier: true,
      tdpWatts: 65,
    });
    expect(parsePartSpecs(makeMotherboard())).toMatchObject({
      socket: 'AM5',
      chipset: 'B650',
      cpuOverclocking: true,
      memoryType: 'DDR5',
      memorySlots: 4,
      formFactor: 'ATX',
    });
    expect(parsePartSpecs(makeCase({ [keys.supportedFormFactors]: 'EATX, ATX, mATX, ITX' }))).toMatchObject({
      supportedFormFactors: ['E-ATX', 'ATX', 'Micro-ATX', 'Mini-ITX'],
      maxGpuLengthMm: 365,
      maxCoolerHeightMm: 165,
    });
  });

  it('matches keys regardless of case and surrounding spaces, first value winning', () => {
    const part = makePart(1, 'Board', {}, {
      Attributes: [
        { Key: ' memory type ', Value: 'DDR4' },
        { Key: 'Memory Type', Value: 'DDR5' },
      ],
    });
    expect(parsePartSpecs(part).memoryType).toBe('DDR4');
  });

  it('gives null for every attribute a part does not list', () => {
    const specs = parsePartSpecs(makePart(1, 'Plain part'));
    expect(Object.values(specs).every((value) => value === null)).toBe(true);
  });

  it.each([
    ['a socket family in the model', { ManufacturerModel: 'PRIME B650M-A AM5' }, 'AM5'],
    ['a socket family in the description', { ItemDescription: 'Intel Core i5-14400F LGA1700' }, 'LGA1700'],
    ['no family anywhere', { ItemDescription: 'Mystery CPU' }, null],
  ])('without a Socket attribute, uses the kit rule on %s', (_label, partial, socket) => {
    expect(parsePartSpecs(makePart(1, 'Part', {}, partial)).socket).toBe(socket);
  });

  it('takes the Socket attribute over the description', () => {
    expect(parsePartSpecs(makePart(1, 'Board for AM4 upgrades', { Socket: 'AM5' })).socket).toBe('AM5');
  });

  it.each([
    ['Modules attribute', { Modules: '4' }, 'Memory 64GB', 4],
    ['"(2x16GB)" in the description', {}, 'Corsair 32GB (2x16GB) DDR5', 2],
    ['"2 × 8GB" in the description', {}, 'Kingston 16GB 2 × 8GB', 2],
    ['nothing', {}, 'Kingston 16GB DDR4', null],
  ])('memory modules from the %s', (_label, attributes, description, modules) => {
    expect(parsePartSpecs(makePart(1, description, attributes)).modules).toBe(modules);
  });
});

describe('spec cache', () => {
  it('parses a part once while its attributes are unchanged, and again when they change', () => {
    const cache = createSpecCache();
    const board = makeMotherboard();
    const first = cache.specsOf(board);
    expect(cache.specsOf({ ...board })).toBe(first);
    const refreshed = makeMotherboard({ [keys.memoryType]: 'DDR4' });
    expect(cache.specsOf(refreshed).memoryType).toBe('DDR4');
    expect(cache.size).toBe(1);
  });
});
