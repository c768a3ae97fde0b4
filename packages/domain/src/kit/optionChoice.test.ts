import { describe, expect, it } from 'vitest';
import { kitOptionPriceDifferenceCents, kitOptionPriceDifferenceText, shownKitOptions } from './optionChoice.ts';
import { makeKitCategory, makeKitOptionItem, makeKitSelection } from './testing.ts';

describe("an option's price difference (spec 2 §4)", () => {
  const cheap = makeKitOptionItem({ InventoryItemId: 3001, UnitCostIncTax: 100 });
  const dear = makeKitOptionItem({ InventoryItemId: 3002, UnitCostIncTax: 220 });
  const category = makeKitCategory({ Items: [cheap, dear] });

  it.each([
    ['a dearer option', makeKitSelection(), dear, 12000, '+$120'],
    ['a cheaper option', makeKitSelection({ SelectedInventoryItemId: 3002, UnitCostIncTax: 220, ExtendedCostIncTax: 220 }), cheap, -12000, '-$120'],
    ['the current choice', makeKitSelection(), cheap, 0, ''],
    ['a dearer option at quantity 2', makeKitSelection({ SelectedQuantity: 2, ExtendedCostIncTax: 200 }), dear, 24000, '+$240'],
    ['nothing chosen yet', undefined, dear, 0, ''],
  ])('%s', (_label, selection, item, cents, text) => {
    const difference = kitOptionPriceDifferenceCents(category, selection, item);
    expect(difference).toBe(cents);
    expect(kitOptionPriceDifferenceText(difference)).toBe(text);
  });
});

describe('Hide incompatible (spec 2 §4)', () => {
  const options = [
    { id: 1, compatibility: null, isSelected: false },
    { id: 2, compatibility: 'warning', isSelected: false },
    { id: 3, compatibility: 'error', isSelected: false },
    { id: 4, compatibility: 'error', isSelected: true },
  ];

  it.each([
    [false, [1, 2, 3, 4]],
    [true, [1, 2, 4]],
  ])('hidden %s lists %j (the chosen option always stays)', (isHidden, ids) => {
    expect(shownKitOptions(options, isHidden).map((option) => option.id)).toEqual(ids);
  });
});
