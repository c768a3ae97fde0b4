// Attribute and variant rules of the product page (spec 2 §2 "details, variants, attributes", §3 Attributes[Key,
// Value, Group, AttributeType (Chief or other), ShowOnWeb], AssociatedItems[AssociationType 'Item Variant']).
// @rigkit/domain/product has no rule for these yet, so they live here, pure and tested, until they move there.
import type { components } from '@rigkit/api-client';

type ItemDetail = components['schemas']['ItemDetail'];
export type ProductAttribute = components['schemas']['ItemAttribute'];
export type ProductAssociatedItem = NonNullable<ItemDetail['AssociatedItems']>[number];

export const CHIEF_ATTRIBUTE_TYPE = 'Chief';
export const ITEM_VARIANT_ASSOCIATION = 'Item Variant';

export interface ProductSpecificationGroup {
  /** The attributes' Group; null for attributes without one. */
  group: string | null;
  attributes: { key: string; value: string; isChief: boolean }[];
}

const isChief = (attribute: ProductAttribute) => attribute.AttributeType === CHIEF_ATTRIBUTE_TYPE;

/**
 * The attributes shown on the web (ShowOnWeb), grouped by Group. Chief attributes come first: within a group, and a
 * group holding a Chief attribute comes before the others; otherwise the server's order (SortOrder when given) holds.
 */
export function productSpecificationGroups(attributes: readonly ProductAttribute[]): ProductSpecificationGroup[] {
  const shown = attributes
    .map((attribute, position) => ({ attribute, position }))
    .filter(({ attribute }) => attribute.ShowOnWeb === true)
    .sort(
      (a, b) =>
        Number(isChief(b.attribute)) - Number(isChief(a.attribute)) ||
        (a.attribute.SortOrder ?? Number.MAX_SAFE_INTEGER) - (b.attribute.SortOrder ?? Number.MAX_SAFE_INTEGER) ||
        a.position - b.position,
    );
  const groups = new Map<string | null, ProductSpecificationGroup>();
  for (const { attribute } of shown) {
    const name = attribute.Group?.trim() || null;
    let group = groups.get(name);
    if (!group) {
      group = { group: name, attributes: [] };
      groups.set(name, group);
    }
    group.attributes.push({ key: attribute.Key, value: attribute.Value, isChief: isChief(attribute) });
  }
  return [...groups.values()];
}

/** The item's variants: associated items of type 'Item Variant', in the server's order. */
export function productVariants(associated: readonly ProductAssociatedItem[]): ProductAssociatedItem[] {
  return associated.filter((entry) => entry.AssociationType === ITEM_VARIANT_ASSOCIATION);
}
