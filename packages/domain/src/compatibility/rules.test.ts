import { describe, expect, it } from 'vitest';
import { COMPATIBILITY_ATTRIBUTE_KEYS as keys, CompatibilityCategories as categories } from './attributeKeys.ts';
import { evaluateBuild } from './evaluate.ts';
import { CompatibilityRuleIds } from './ruleIds.ts';
import type { CompatibilityRuleId } from './ruleIds.ts';
import { caseTakesFormFactor } from './rules/index.ts';
import {
  makeBuild,
  makeCase,
  makeCpu,
  makeCpuCooler,
  makeDrive,
  makeFan,
  makeGraphicsCard,
  makeMemory,
  makeMotherboard,
  makePowerSupply,
  NOT_LISTED,
} from './testing.ts';
import type { CompatibilitySelection } from './types.ts';

function verdictOf(rule: CompatibilityRuleId, overrides: CompatibilitySelection) {
  return evaluateBuild(makeBuild(overrides)).find((verdict) => verdict.rule === rule) ?? null;
}

const cpu = (attributes: Record<string, string | undefined>) => ({ [categories.cpu]: { part: makeCpu(attributes) } });
const board = (attributes: Record<string, string | undefined>) => ({
  [categories.motherboard]: { part: makeMotherboard(attributes) },
});

describe('the default build', () => {
  it('has no error or warning, only the power supply advice', () => {
    expect(evaluateBuild(makeBuild()).map((verdict) => [verdict.severity, verdict.rule])).toEqual([['info', 'psu-wattage']]);
  });
});

describe('CPU socket against the motherboard', () => {
  it.each([
    ['the same family', 'AM5', 'AM5', null],
    ['the same family written differently', 'LGA 1700', 'Socket 1700', null],
    ['a socket outside the families, equal', 'LGA1150', 'LGA 1150', null],
    ['another family', 'AM5', 'LGA1700', 'error'],
    ['sockets outside the families, different', 'LGA1150', 'LGA1155', 'error'],
  ])('%s (%s on %s) → %s', (_label, cpuSocket, boardSocket, severity) => {
    expect(verdictOf(CompatibilityRuleIds.cpuSocket, { ...cpu({ Socket: cpuSocket }), ...board({ Socket: boardSocket }) })?.severity ?? null).toBe(severity);
  });

  it('names both parts and both sockets', () => {
    expect(verdictOf(CompatibilityRuleIds.cpuSocket, board({ Socket: 'LGA1700' }))).toEqual({
      severity: 'error',
      rule: 'cpu-socket',
      message: 'The AMD Ryzen 7 9700X uses socket AM5, but the ASUS TUF Gaming B650-PLUS has socket LGA1700.',
      parts: ['CPU', 'Motherboard'],
    });
  });

  it('says it could not check when the board lists no socket', () => {
    expect(verdictOf(CompatibilityRuleIds.cpuSocket, board({ Socket: undefined }))).toEqual({
      severity: 'info',
      rule: 'cpu-socket',
      message:
        'We could not check the AMD Ryzen 7 9700X against the ASUS TUF Gaming B650-PLUS: the ASUS TUF Gaming B650-PLUS does not list its socket.',
      parts: ['CPU', 'Motherboard'],
    });
  });

  it('says nothing without a motherboard', () => {
    expect(verdictOf(CompatibilityRuleIds.cpuSocket, { [categories.motherboard]: null })).toBeNull();
  });
});

describe('CPU against the motherboard chipset', () => {
  it.each([
    ['a supported chipset', {}, 'B650', null],
    ['a chipset of another socket (the socket rule speaks)', {}, 'X570', null],
    ['a board listing no chipset', {}, NOT_LISTED, null],
    ['an unsupported chipset on the same socket', { [keys.supportedChipsets]: 'X870E, X870' }, 'B650', 'error'],
    ['a chipset that needs a BIOS update', { [keys.biosUpdateChipsets]: 'B650, X670' }, 'B650', 'warning'],
    ['a CPU listing no chipsets', { [keys.supportedChipsets]: NOT_LISTED }, 'B650', null],
  ])('%s (CPU %j, board chipset %s) → %s', (_label, cpuAttributes, chipset, severity) => {
    const boardAttributes = chipset === 'X570' ? { Chipset: chipset, Socket: 'AM4' } : { Chipset: chipset };
    const verdict = verdictOf(CompatibilityRuleIds.cpuChipset, { ...cpu(cpuAttributes), ...board(boardAttributes) });
    expect(verdict?.severity ?? null).toBe(severity);
  });

  it('explains an unsupported chipset with the supported list', () => {
    const verdict = verdictOf(CompatibilityRuleIds.cpuChipset, cpu({ [keys.supportedChipsets]: 'X870E, X870' }));
    expect(verdict?.message).toBe(
      'The AMD Ryzen 7 9700X does not run on the B650 chipset of the ASUS TUF Gaming B650-PLUS (it supports X870E, X870).',
    );
  });

  it('warns of a BIOS update naming the board, chipset and CPU', () => {
    const verdict = verdictOf(CompatibilityRuleIds.cpuChipset, cpu({ [keys.biosUpdateChipsets]: 'AMD B650' }));
    expect(verdict).toEqual({
      severity: 'warning',
      rule: 'cpu-chipset',
      message: 'The ASUS TUF Gaming B650-PLUS (B650 chipset) may need a BIOS update before it starts with the AMD Ryzen 7 9700X.',
      parts: ['CPU', 'Motherboard'],
    });
  });
});

describe('CPU overclocking on the motherboard', () => {
  it.each([
    ['unlocked CPU, overclocking board', 'Yes', 'Yes', null],
    ['unlocked CPU, board that cannot overclock', 'Yes', 'No', 'warning'],
    ['locked CPU, board that cannot overclock', 'No', 'No', null],
    ['CPU not saying', NOT_LISTED, 'No', null],
    ['board not saying', 'Yes', NOT_LISTED, null],
  ])('%s (Unlocked Multiplier %s, CPU Overclocking %s) → %s', (_label, unlocked, overclocking, severity) => {
    const verdict = verdictOf(CompatibilityRuleIds.cpuOverclocking, {
      ...cpu({ [keys.unlockedMultiplier]: unlocked }),
      ...board({ [keys.cpuOverclocking]: overclocking }),
    });
    expect(verdict?.severity ?? null).toBe(severity);
  });

  it('names the chipset', () => {
    const verdict = verdictOf(CompatibilityRuleIds.cpuOverclocking, board({ [keys.cpuOverclocking]: 'No', Chipset: 'A620' }));
    expect(verdict?.message).toBe(
      'The AMD Ryzen 7 9700X is unlocked for overclocking, but the A620 chipset of the ASUS TUF Gaming B650-PLUS cannot overclock it.',
    );
  });

  it('stays quiet when the chipset is unsupported altogether (the chipset rule errors)', () => {
    const overrides = { ...cpu({ [keys.supportedChipsets]: 'X870' }), ...board({ [keys.cpuOverclocking]: 'No' }) };
    expect(verdictOf(CompatibilityRuleIds.cpuOverclocking, overrides)).toBeNull();
    expect(verdictOf(CompatibilityRuleIds.cpuChipset, overrides)?.severity).toBe('error');
  });
});

describe('memory type against the motherboard', () => {
  it.each([
    ['DDR5', 'DDR5', null],
    ['DDR4', 'DDR5', 'error'],
    ['DDR5', 'DDR4', 'error'],
    [NOT_LISTED, 'DDR5', 'info'],
    ['DDR5', NOT_LISTED, 'info'],
  ])('%s memory on a %s board → %s', (memoryType, boardType, severity) => {
    const verdict = verdictOf(CompatibilityRuleIds.memoryType, {
      [categories.memory]: { part: makeMemory({ [keys.memoryType]: memoryType }) },
      ...board({ [keys.memoryType]: boardType }),
    });
    expect(verdict?.severity ?? null).toBe(severity);
  });

  it('names both types', () => {
    const verdict = verdictOf(CompatibilityRuleIds.memoryType, board({ [keys.memoryType]: 'DDR4' }));
    expect(verdict?.message).toBe(
      'The Corsair Vengeance 32GB (2x16GB) DDR5-6000 is DDR5 memory, but the ASUS TUF Gaming B650-PLUS takes DDR4.',
    );
  });
});

describe('memory modules against the slots', () => {
  it.each([
    [2, 1, 4, null],
    [2, 2, 4, null], // exactly full
    [2, 3, 4, 'error'], // one kit too many
    [4, 1, 4, null],
    [1, 3, 2, 'error'],
    [2, 1, 2, null],
  ])('%i modules × %i on %i slots → %s', (modules, quantity, slots, severity) => {
    const verdict = verdictOf(CompatibilityRuleIds.memorySlots, {
      [categories.memory]: { part: makeMemory({ [keys.modules]: String(modules) }), quantity },
      ...board({ [keys.memorySlots]: String(slots) }),
    });
    expect(verdict?.severity ?? null).toBe(severity);
  });

  it('counts and names the kits', () => {
    const verdict = verdictOf(CompatibilityRuleIds.memorySlots, {
      [categories.memory]: { part: makeMemory(), quantity: 3 },
    });
    expect(verdict?.message).toBe(
      '6 memory modules (3 × Corsair Vengeance 32GB (2x16GB) DDR5-6000) do not fit the 4 memory slots of the ASUS TUF Gaming B650-PLUS.',
    );
  });

  it('says it could not check when neither side says, naming both gaps', () => {
    const verdict = verdictOf(CompatibilityRuleIds.memorySlots, {
      [categories.memory]: { part: makeMemory({ [keys.modules]: undefined }, 3002) },
      ...board({ [keys.memorySlots]: undefined }),
    });
    // The description still says (2x16GB), so only the board's gap remains.
    expect(verdict?.message).toBe(
      'We could not check the Corsair Vengeance 32GB (2x16GB) DDR5-6000 against the ASUS TUF Gaming B650-PLUS: the ASUS TUF Gaming B650-PLUS does not list its number of memory slots.',
    );
  });
});

describe('motherboard form factor against the case', () => {
  it.each([
    ['ATX', 'ATX, Micro-ATX, Mini-ITX', null],
    ['Mini-ITX', 'ATX, Micro-ATX, Mini-ITX', null],
    ['E-ATX', 'ATX, Micro-ATX, Mini-ITX', 'error'],
    ['ATX', 'Micro-ATX, Mini-ITX', 'error'],
    ['Micro-ATX', 'ATX', null], // a smaller standard board fits a case listing a larger one
    ['mATX', 'Mini-ITX', 'error'],
    [NOT_LISTED, 'ATX', 'info'],
    ['ATX', NOT_LISTED, 'info'],
  ])('%s board in a case taking %s → %s', (formFactor, supported, severity) => {
    const verdict = verdictOf(CompatibilityRuleIds.caseFormFactor, {
      ...board({ [keys.formFactor]: formFactor }),
      [categories.case]: { part: makeCase({ [keys.supportedFormFactors]: supported }) },
    });
    expect(verdict?.severity ?? null).toBe(severity);
  });

  it('names the form factor and what the case takes', () => {
    const verdict = verdictOf(CompatibilityRuleIds.caseFormFactor, board({ [keys.formFactor]: 'EATX' }));
    expect(verdict).toEqual({
      severity: 'error',
      rule: 'case-form-factor',
      message: 'The ASUS TUF Gaming B650-PLUS is E-ATX, but the NZXT H5 Flow takes ATX, Micro-ATX, Mini-ITX motherboards.',
      parts: ['Motherboard', 'Case'],
    });
  });

  it.each([
    [['ATX'], 'SSI-EEB', false],
    [['SSI-EEB'], 'SSI-EEB', true],
    [['E-ATX'], 'Mini-ITX', true],
    [['Mini-ITX'], 'E-ATX', false],
  ])('a case taking %j takes %s: %s', (supported, formFactor, takes) => {
    expect(caseTakesFormFactor(supported, formFactor)).toBe(takes);
  });
});

describe('graphics card length against the case', () => {
  it.each([
    ['364', '365', null],
    ['365', '365', null], // equal length fits
    ['366', '365', 'error'], // 1 mm over does not
    ['365.5', '365', 'error'],
    [NOT_LISTED, '365', 'info'],
    ['300', NOT_LISTED, 'info'],
  ])('a %s mm card in a case fitting %s mm → %s', (length, maximum, severity) => {
    const verdict = verdictOf(CompatibilityRuleIds.gpuLength, {
      [categories.graphicsCard]: { part: makeGraphicsCard({ [keys.gpuLength]: length }) },
      [categories.case]: { part: makeCase({ [keys.maxGpuLength]: maximum }) },
    });
    expect(verdict?.severity ?? null).toBe(severity);
  });

  it('names both parts and both lengths', () => {
    const verdict = verdictOf(CompatibilityRuleIds.gpuLength, {
      [categories.graphicsCard]: { part: makeGraphicsCard({ [keys.gpuLength]: '366 mm' }) },
    });
    expect(verdict).toEqual({
      severity: 'error',
      rule: 'gpu-length',
      message: 'The MSI GeForce RTX 4070 Ventus 2X is 366 mm long, but the NZXT H5 Flow fits graphics cards up to 365 mm.',
      parts: ['Graphics Card', 'Case'],
    });
  });

  it('says nothing without a graphics card (integrated graphics)', () => {
    expect(verdictOf(CompatibilityRuleIds.gpuLength, { [categories.graphicsCard]: null })).toBeNull();
  });
});

describe('CPU cooler height against the case', () => {
  it.each([
    ['164', '165', null],
    ['165', '165', null], // equal height fits
    ['166', '165', 'error'], // 1 mm over does not
    ['158.5', '158', 'error'],
    [NOT_LISTED, '165', 'info'],
    ['150', NOT_LISTED, 'info'],
  ])('a %s mm cooler in a case fitting %s mm → %s', (height, maximum, severity) => {
    const verdict = verdictOf(CompatibilityRuleIds.coolerHeight, {
      [categories.cpuCooler]: { part: makeCpuCooler({ [keys.coolerHeight]: height }) },
      [categories.case]: { part: makeCase({ [keys.maxCoolerHeight]: maximum }) },
    });
    expect(verdict?.severity ?? null).toBe(severity);
  });

  it('names both parts and both heights', () => {
    const verdict = verdictOf(CompatibilityRuleIds.coolerHeight, {
      [categories.cpuCooler]: { part: makeCpuCooler({ [keys.coolerHeight]: '158.5' }) },
      [categories.case]: { part: makeCase({ [keys.maxCoolerHeight]: '158' }) },
    });
    expect(verdict?.message).toBe('The Noctua NH-D15 is 158.5 mm tall, but the NZXT H5 Flow fits CPU coolers up to 158 mm.');
  });
});

describe('CPU cooler sockets against the CPU', () => {
  it.each([
    ['AM5, AM4', 'AM5', null],
    ['AM4/AM5', 'AM5', null],
    ['LGA 1700, LGA 1851', 'LGA1700', null],
    ['LGA1700, LGA1851', 'AM5', 'error'],
    ['AM4', 'AM5', 'error'],
    [NOT_LISTED, 'AM5', 'info'],
  ])('a cooler for %s on a %s CPU → %s', (sockets, socket, severity) => {
    const verdict = verdictOf(CompatibilityRuleIds.coolerSocket, {
      [categories.cpuCooler]: { part: makeCpuCooler({ [keys.supportedSockets]: sockets }) },
      ...cpu({ Socket: socket }),
      ...board({ Socket: socket }),
    });
    expect(verdict?.severity ?? null).toBe(severity);
  });

  it('names the cooler, the socket, the CPU and what the cooler mounts on', () => {
    const verdict = verdictOf(CompatibilityRuleIds.coolerSocket, {
      [categories.cpuCooler]: { part: makeCpuCooler({ [keys.supportedSockets]: 'LGA1700, LGA1851' }) },
    });
    expect(verdict).toEqual({
      severity: 'error',
      rule: 'cooler-socket',
      message: 'The Noctua NH-D15 does not mount on socket AM5 of the AMD Ryzen 7 9700X (it supports LGA1700, LGA1851).',
      parts: ['CPU Cooler', 'CPU'],
    });
  });
});

describe('power supply against the estimated draw', () => {
  // Default build: CPU 65 W + card 200 W + 75 W allowance = 340 W; 30 % headroom needs 442 W; advice 450 W.
  it.each([
    ['339', 'error'],
    ['340', 'warning'], // equal to the draw: runs, but no headroom
    ['441', 'warning'],
    ['442', 'info'], // exactly 30 % headroom
    ['750', 'info'],
    [NOT_LISTED, 'info'],
  ])('%s W → %s', (wattage, severity) => {
    const verdict = verdictOf(CompatibilityRuleIds.psuWattage, {
      [categories.powerSupply]: { part: makePowerSupply({ [keys.wattage]: wattage }) },
    });
    expect(verdict?.severity ?? null).toBe(severity);
  });

  it('explains an insufficient supply with the breakdown and the advice', () => {
    const verdict = verdictOf(CompatibilityRuleIds.psuWattage, {
      [categories.powerSupply]: { part: makePowerSupply({ [keys.wattage]: '300' }) },
    });
    expect(verdict).toEqual({
      severity: 'error',
      rule: 'psu-wattage',
      message:
        'The Corsair RM750e supplies 300 W, less than the estimated 340 W this build draws (CPU 65 W + graphics card 200 W + 75 W for the motherboard, memory, drives and fans); choose 450 W or more.',
      parts: ['Power Supply', 'CPU', 'Graphics Card'],
    });
  });

  it('warns of thin headroom in percent', () => {
    const verdict = verdictOf(CompatibilityRuleIds.psuWattage, {
      [categories.powerSupply]: { part: makePowerSupply({ [keys.wattage]: '400' }) },
    });
    expect(verdict?.message).toBe(
      'The Corsair RM750e supplies 400 W, only 17% above the estimated 340 W this build draws (CPU 65 W + graphics card 200 W + 75 W for the motherboard, memory, drives and fans); 450 W or more leaves the recommended 30% headroom.',
    );
  });

  it('recommends a wattage when the supply is sufficient', () => {
    expect(verdictOf(CompatibilityRuleIds.psuWattage, {})?.message).toBe(
      'The Corsair RM750e supplies 750 W for an estimated 340 W draw (CPU 65 W + graphics card 200 W + 75 W for the motherboard, memory, drives and fans), 120% headroom; we recommend 450 W or more for this build.',
    );
  });

  it('counts memory modules, drives, fans and the cooler in the allowance', () => {
    // 50 board + 2 kits × 2 modules × 5 + (1 + 2) drives × 10 + 6 fans × 3 + 5 cooler = 123 W; 388 W × 1.3 = 504.4 W.
    const verdict = verdictOf(CompatibilityRuleIds.psuWattage, {
      [categories.memory]: { part: makeMemory(), quantity: 2 },
      [categories.storageDrive]: { part: makeDrive(8002), quantity: 2 },
      [categories.coolingFans]: { part: makeFan(), quantity: 6 },
    });
    expect(verdict?.message).toContain('estimated 388 W draw (CPU 65 W + graphics card 200 W + 123 W for');
    expect(verdict?.message).toContain('we recommend 550 W or more');
  });

  it('counts no graphics card as 0 W and leaves it out of the sentence', () => {
    const verdict = verdictOf(CompatibilityRuleIds.psuWattage, { [categories.graphicsCard]: null });
    expect(verdict?.message).toContain('estimated 140 W draw (CPU 65 W + 75 W for the motherboard');
    expect(verdict?.parts).toEqual(['Power Supply', 'CPU']);
  });

  it('says it could not check when the CPU lists no TDP and the card no board power', () => {
    const verdict = verdictOf(CompatibilityRuleIds.psuWattage, {
      ...cpu({ [keys.tdp]: undefined }),
      [categories.graphicsCard]: { part: makeGraphicsCard({ [keys.boardPower]: undefined }) },
    });
    expect(verdict).toEqual({
      severity: 'info',
      rule: 'psu-wattage',
      message:
        'We could not check the Corsair RM750e against the estimated draw of this build: the AMD Ryzen 7 9700X does not list its TDP and the MSI GeForce RTX 4070 Ventus 2X does not list its board power.',
      parts: ['Power Supply'],
    });
  });

  it('says nothing without a power supply', () => {
    expect(verdictOf(CompatibilityRuleIds.psuWattage, { [categories.powerSupply]: null })).toBeNull();
  });
});

describe('verdict order', () => {
  it('lists errors, then warnings, then info', () => {
    const verdicts = evaluateBuild(
      makeBuild({
        ...cpu({ [keys.biosUpdateChipsets]: 'B650' }),
        [categories.graphicsCard]: { part: makeGraphicsCard({ [keys.gpuLength]: '400' }) },
      }),
    );
    expect(verdicts.map((verdict) => verdict.severity)).toEqual(['error', 'warning', 'info']);
    expect(verdicts.map((verdict) => verdict.rule)).toEqual(['gpu-length', 'cpu-chipset', 'psu-wattage']);
  });
});
