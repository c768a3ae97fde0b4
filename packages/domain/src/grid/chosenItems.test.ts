import { describe, expect, it } from 'vitest';
import { INVENTORY_ITEM_IDS_PARAMETER, isAddressFlagOn, parseInventoryItemIds } from './chosenItems.ts';

describe('items chosen in the address (spec 2 §2 /Compare and /ItemGrid)', () => {
  it('reads the parameter spec 2 §2 names', () => {
    expect(INVENTORY_ITEM_IDS_PARAMETER).toBe('inventoryItemIds');
  });

  it.each([
    ['612345,598812', [612345, 598812]],
    [' 612345 , 598812 ', [612345, 598812]],
    ['598812,612345,598812', [598812, 612345]],
    ['612345,,598812,', [612345, 598812]],
    ['', []],
    [null, []],
    [undefined, []],
  ])('reads %j as %j', (value, ids) => {
    expect(parseInventoryItemIds(value)).toEqual(ids);
  });

  it.each(['abc', '12,x', '-5', '0', '1.5', '2147483648', '99999999999', '1e5'])('refuses the malformed list %j', (value) => {
    expect(parseInventoryItemIds(value)).toBeUndefined();
  });

  it.each([
    ['true', true],
    ['TRUE', true],
    ['1', true],
    ['yes', true],
    ['', true],
    ['false', false],
    ['0', false],
    [null, false],
  ])('reads the flag %j as %s', (value, on) => {
    expect(isAddressFlagOn(value)).toBe(on);
  });
});
