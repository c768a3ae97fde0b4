import { describe, expect, it } from 'vitest';
import { allowedUvPanels, printablePanelOfName, printablePanelsOfCase } from './printablePanels.ts';
import { filterMotherboardsForCpu, SOCKET_FAMILIES, socketFamilyFromText, socketFamilyOfItem } from './socketFamily.ts';
import { makeKitOptionItem } from './testing.ts';

describe('socket families (spec 2 §5)', () => {
  it('knows the nine families of the spec', () => {
    expect(SOCKET_FAMILIES).toEqual(['AM5', 'LGA1851', 'LGA1700', 'LGA1200', 'LGA1151', 'AM4', 'AM3', 'FM2', 'Unknown']);
  });

  it.each([
    ['AMD Ryzen 7 9800X3D AM5 Processor', 'AM5'],
    ['Intel Core Ultra 9 285K LGA1851', 'LGA1851'],
    ['Intel Core i7-14700K LGA 1700', 'LGA1700'],
    ['ASUS PRIME Z790-P Socket 1700', 'LGA1700'],
    ['Intel Core i5-10400 LGA-1200', 'LGA1200'],
    ['Gigabyte B360 LGA1151', 'LGA1151'],
    ['AMD Ryzen 5 5600X AM4', 'AM4'],
    ['AMD FX-8350 AM3+', 'AM3'],
    ['AMD A8-7600 FM2+', 'FM2'],
    ['Corsair RM1200x 1200W PSU', 'Unknown'],
    ['Intel Core i7-11700 Processor', 'Unknown'],
    ['Intel Core i7-4790 LGA1150', 'Unknown'],
    ['AM50 something', 'Unknown'],
  ])('%s → %s', (text, family) => {
    expect(socketFamilyFromText(text)).toBe(family);
  });

  it('prefers a socket attribute over the description', () => {
    const item = makeKitOptionItem({ ItemDescription: 'Board for AM4 upgrades', Attributes: [{ Key: 'Socket Type', Value: 'AM5' }] });
    expect(socketFamilyOfItem(item)).toBe('AM5');
  });

  it('falls back to ManufacturerModel then ItemDescription', () => {
    expect(socketFamilyOfItem(makeKitOptionItem({ ManufacturerModel: 'B650 AM5', ItemDescription: 'ASUS board' }))).toBe('AM5');
    expect(socketFamilyOfItem(makeKitOptionItem({ ItemDescription: 'MSI B550 AM4 board' }))).toBe('AM4');
  });

  const boards = [
    makeKitOptionItem({ InventoryItemId: 1, ItemDescription: 'B650 AM5' }),
    makeKitOptionItem({ InventoryItemId: 2, ItemDescription: 'Z790 LGA1700' }),
    makeKitOptionItem({ InventoryItemId: 3, ItemDescription: 'Mystery board' }),
  ];

  it.each([
    ['an AM5 CPU', makeKitOptionItem({ ItemDescription: 'Ryzen 9 9950X AM5' }), [1]],
    ['an LGA1700 CPU', makeKitOptionItem({ ItemDescription: 'i9-14900K LGA1700' }), [2]],
    ['a CPU of unknown family', makeKitOptionItem({ ItemDescription: 'Some CPU' }), [1, 2, 3]],
    ['no CPU', null, [1, 2, 3]],
  ])('with %s the motherboards are %j', (_label, cpu, ids) => {
    expect(filterMotherboardsForCpu(boards, cpu).map((board) => board.InventoryItemId)).toEqual(ids);
  });
});

describe("UV panels limited to the case's 'Printable Panels' (L, R, T, F) (spec 2 §5)", () => {
  it.each([
    ['L, R, T, F', ['L', 'R', 'T', 'F']],
    ['F,L', ['L', 'F']],
    ['LRT', ['L', 'R', 'T']],
    ['L/R', ['L', 'R']],
    ['Left, Top', ['L', 'T']],
    ['X, Y', []],
    ['', []],
  ])('%j allows %j', (Value, panels) => {
    expect(printablePanelsOfCase({ Attributes: [{ Key: 'Printable Panels', Value }] })).toEqual(panels);
  });

  it('allows no panel when the case has no such attribute', () => {
    expect(printablePanelsOfCase({ Attributes: [{ Key: 'Colour', Value: 'Black' }] })).toEqual([]);
    expect(printablePanelsOfCase(null)).toEqual([]);
  });

  it('keeps only the design panels the case can print', () => {
    const panels = [{ PanelName: 'Left' }, { PanelName: 'Right Panel' }, { PanelName: 'Top' }, { PanelName: 'Back' }];
    expect(allowedUvPanels(panels, ['L', 'T'])).toEqual([{ PanelName: 'Left' }, { PanelName: 'Top' }]);
    expect(printablePanelOfName('front')).toBe('F');
    expect(printablePanelOfName('Back')).toBeNull();
  });
});
