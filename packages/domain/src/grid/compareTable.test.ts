import { describe, expect, it } from 'vitest';
import { compareTableRows } from './compareTable.ts';

const gpu = (memory: string, extra: { Key: string; Value: string; SortOrder: number }[] = []) => ({
  Attributes: [{ Key: 'Memory Size', Value: memory, SortOrder: 2 }, { Key: 'Chipset', Value: 'RTX 5070 Ti', SortOrder: 1 }, ...extra],
});

describe('compare table rows (spec 2 §2 "Table of items with attribute rows")', () => {
  it('makes one row per attribute, in SortOrder, with each item’s value in the items’ order', () => {
    expect(compareTableRows([gpu('16GB'), gpu('12GB')])).toEqual([
      { key: 'Chipset', values: ['RTX 5070 Ti', 'RTX 5070 Ti'], isDifferent: false },
      { key: 'Memory Size', values: ['16GB', '12GB'], isDifferent: true },
    ]);
  });

  it('leaves a gap where an item lacks the attribute, and marks that row as different', () => {
    const rows = compareTableRows([gpu('16GB', [{ Key: 'Length', Value: '303 mm', SortOrder: 5 }]), gpu('16GB')]);
    expect(rows.at(-1)).toEqual({ key: 'Length', values: ['303 mm', null], isDifferent: true });
  });

  it('orders a key by the lowest SortOrder any item gives it, then by name', () => {
    const rows = compareTableRows([
      { Attributes: [{ Key: 'Socket', Value: 'AM5', SortOrder: 3 }, { Key: 'Cores', Value: '8', SortOrder: 3 }] },
      { Attributes: [{ Key: 'Socket', Value: 'AM5', SortOrder: 0 }] },
    ]);
    expect(rows.map((row) => row.key)).toEqual(['Socket', 'Cores']);
  });

  it('puts keys without a SortOrder after those with one', () => {
    const rows = compareTableRows([{ Attributes: [{ Key: 'Colour', Value: 'Black' }, { Key: 'Wattage', Value: '850 W', SortOrder: 9 }] }]);
    expect(rows.map((row) => row.key)).toEqual(['Wattage', 'Colour']);
  });

  it('has no rows for items without attributes', () => {
    expect(compareTableRows([{ Attributes: [] }, { Attributes: null }, {}])).toEqual([]);
  });
});
