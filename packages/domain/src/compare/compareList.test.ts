import { describe, expect, it } from 'vitest';
import { compareMessages, comparePath, parseStoredCompareItems, toggleCompareItem } from './compareList.ts';

const item = (id: number) => ({ InventoryItemId: id, ItemDescription: `Item ${id}` });
const four = [item(1), item(2), item(3), item(4)];

describe('toggleCompareItem (issue 17 defect 14)', () => {
  it.each([
    ['adds a new item', [item(1)], item(2), 'added', [1, 2]],
    ['removes a chosen item', [item(1), item(2)], item(1), 'removed', [2]],
    ['refuses a 5th item', four, item(5), 'full', [1, 2, 3, 4]],
    ['still removes from a full list', four, item(3), 'removed', [1, 2, 4]],
  ] as const)('%s', (_, items, toggled, outcome, ids) => {
    const result = toggleCompareItem(items, toggled);
    expect(result.outcome).toBe(outcome);
    expect(result.items.map((chosen) => chosen.InventoryItemId)).toEqual(ids);
  });

  it('says what to do when full', () => {
    expect(compareMessages.full).toBe('You can compare up to 4 items. Remove one to add another.');
  });

  it('builds the compare page address of spec 2 §2', () => {
    expect(comparePath([item(612345), item(598812)])).toBe('/Compare?inventoryItemIds=612345,598812');
  });

  it.each([
    [null, []],
    ['not json', []],
    ['{"a":1}', []],
    [JSON.stringify([item(1), { InventoryItemId: 'x' }, item(2)]), [1, 2]],
    [JSON.stringify([item(1), item(2), item(3), item(4), item(5)]), [1, 2, 3, 4]],
  ])('reads %j back as %j', (text, ids) => {
    expect(parseStoredCompareItems(text).map((chosen) => chosen.InventoryItemId)).toEqual(ids);
  });
});
