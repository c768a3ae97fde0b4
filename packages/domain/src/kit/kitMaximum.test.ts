import { describe, expect, it } from 'vitest';
import { kitBlockingMessages } from './blocking.ts';
import { isOverKitMaximum, kitMaximumMessage } from './kitMaximum.ts';

describe('MaximumQuantity (spec 2 §5)', () => {
  it.each([
    [1, 0, false],
    [1, 1, false],
    [1, 2, true],
    [4, 4, false],
    [4, 5, true],
  ])('maximum %i, %i chosen: over %s', (MaximumQuantity, quantity, expected) => {
    expect(isOverKitMaximum({ MaximumQuantity }, quantity)).toBe(expected);
  });

  it('says which category and its maximum', () => {
    expect(kitMaximumMessage('Case Fans', 4)).toBe('Case Fans: at most 4');
  });
});

describe('allow none (spec 2 §5) from the fields a server has', () => {
  const categories = [
    { InventoryKitCategoryId: 10011, CategoryName: 'CPU', SortOrder: 1, AllowNone: false },
    { InventoryKitCategoryId: 10012, CategoryName: 'Operating System', SortOrder: 2, AllowNone: true },
    { InventoryKitCategoryId: 10013, CategoryName: 'OS Drive', SortOrder: 3, AllowNone: false },
  ];

  it.each([
    ['every required category chosen', [{ InventoryKitCategoryId: 10011, SelectedInventoryItemId: 602301 }, { InventoryKitCategoryId: 10013, SelectedInventoryItemId: 602401 }], []],
    ['a required category without a choice', [{ InventoryKitCategoryId: 10011, SelectedInventoryItemId: 602301 }], ['Please select an OS Drive']],
    ['a required category chosen as none', [{ InventoryKitCategoryId: 10011, SelectedInventoryItemId: null }, { InventoryKitCategoryId: 10013, SelectedInventoryItemId: 602401 }], ['Please select a CPU']],
    ['nothing chosen', [], ['Please select a CPU', 'Please select an OS Drive']],
  ])('%s', (_name, selections, expected) => {
    expect(kitBlockingMessages(categories, selections).map((blocking) => blocking.message)).toEqual(expected);
  });
});
