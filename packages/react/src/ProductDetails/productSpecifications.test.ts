import { describe, expect, it } from 'vitest';
import type { ProductAssociatedItem, ProductAttribute } from './productSpecifications.ts';
import { productSpecificationGroups, productVariants } from './productSpecifications.ts';

describe('productSpecificationGroups (spec 2 §3 Attributes)', () => {
  it('keeps only ShowOnWeb attributes, grouped by Group, Chief first', () => {
    const attributes: ProductAttribute[] = [
      { Key: 'Cache', Value: '96MB', Group: 'Performance', ShowOnWeb: true },
      { Key: 'Internal code', Value: 'X1', Group: 'Performance', ShowOnWeb: false },
      { Key: 'Socket', Value: 'AM5', Group: 'Compatibility', ShowOnWeb: true },
      { Key: 'Cores', Value: '8', Group: 'Performance', AttributeType: 'Chief', ShowOnWeb: true },
      { Key: 'Colour', Value: 'Black', ShowOnWeb: true },
      { Key: 'Threads', Value: '16', Group: 'Performance', ShowOnWeb: true },
      { Key: 'Hidden by default', Value: 'x', Group: 'Other' },
    ];
    expect(productSpecificationGroups(attributes)).toEqual([
      {
        group: 'Performance',
        attributes: [
          { key: 'Cores', value: '8', isChief: true },
          { key: 'Cache', value: '96MB', isChief: false },
          { key: 'Threads', value: '16', isChief: false },
        ],
      },
      { group: 'Compatibility', attributes: [{ key: 'Socket', value: 'AM5', isChief: false }] },
      { group: null, attributes: [{ key: 'Colour', value: 'Black', isChief: false }] },
    ]);
  });

  it('orders by SortOrder after Chief', () => {
    const attributes: ProductAttribute[] = [
      { Key: 'B', Value: '2', Group: 'G', ShowOnWeb: true, SortOrder: 2 },
      { Key: 'A', Value: '1', Group: 'G', ShowOnWeb: true, SortOrder: 1 },
    ];
    expect(productSpecificationGroups(attributes)[0]?.attributes.map((attribute) => attribute.key)).toEqual(['A', 'B']);
  });

  it('has no groups when nothing is shown on the web', () => {
    expect(productSpecificationGroups([{ Key: 'A', Value: '1', ShowOnWeb: false }])).toEqual([]);
  });
});

describe('productVariants (spec 2 §3 AssociatedItems)', () => {
  it("keeps only AssociationType 'Item Variant'", () => {
    const associated: ProductAssociatedItem[] = [
      { AssociationType: 'Item Variant', InventoryItemId: 1, AdditionalText: '32GB' },
      { AssociationType: 'Accessory', InventoryItemId: 2 },
      { AssociationType: 'Item Variant', InventoryItemId: 3, AdditionalText: '64GB' },
    ];
    expect(productVariants(associated).map((entry) => entry.InventoryItemId)).toEqual([1, 3]);
  });
});
