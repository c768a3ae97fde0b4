import { describe, expect, it } from 'vitest';
import { CHECKOUT_UPSELL_LIMIT, checkoutUpsellItemIds, upsellRuleApplies } from './checkoutUpsells.ts';

const gpuRule = { IncludeStrings: ['GeForce', 'Radeon'], IncludeString: null, UpsellInventoryItemIds: [901, 902, 903], Priority: 1 };
const cpuRule = { IncludeStrings: [], IncludeString: 'Processor', UpsellInventoryItemIds: [911, 912], Priority: 2 };
const everyCart = { UpsellInventoryItemIds: [921, 922, 923], Priority: 9 };
const gpuLine = { InventoryItemId: 612345, ItemDescription: 'ASUS TUF Gaming GeForce RTX 5070 12GB' };

describe('checkout upsells (spec 3 §4.7)', () => {
  it('shows at most 4', () => {
    expect(CHECKOUT_UPSELL_LIMIT).toBe(4);
    expect(checkoutUpsellItemIds([gpuRule, everyCart], [gpuLine])).toEqual([901, 902, 903, 921]);
  });

  it('sorts by rule priority whatever the order of the rules', () => {
    expect(checkoutUpsellItemIds([everyCart, gpuRule], [gpuLine])).toEqual([901, 902, 903, 921]);
  });

  it('skips items already in the cart, and repeats', () => {
    const cart = [gpuLine, { InventoryItemId: 902, ItemDescription: 'Arctic MX-6 Thermal Paste 4g' }];
    expect(checkoutUpsellItemIds([gpuRule, { ...everyCart, UpsellInventoryItemIds: [901, 921] }], cart)).toEqual([901, 903, 921]);
  });

  it.each([
    [gpuRule, 'ASUS TUF Gaming GeForce RTX 5070 12GB', true],
    [gpuRule, 'asus tuf gaming geforce', true],
    [gpuRule, 'AMD Ryzen 7 9800X3D Processor', false],
    [cpuRule, 'AMD Ryzen 7 9800X3D Processor', true],
    [everyCart, 'Anything', true],
  ])('rule %# applies to %j: %s', (rule, description, applies) => {
    expect(upsellRuleApplies(rule, [description])).toBe(applies);
  });

  it('has nothing when no rule applies', () => {
    expect(checkoutUpsellItemIds([cpuRule], [gpuLine])).toEqual([]);
  });
});
