// fetchCheckoutUpsells (spec 3 §3 "Checkout upsell rule", §4.7): the rules, each with real catalogue items. The
// rules are designed (the spec gives the fields, not the store's rules): what a shopper buying a part usually also
// needs, the most popular in-stock items of those categories first; the client applies them to its cart with the
// domain's checkoutUpsellItemIds (at most 4, none already in the cart, by priority).
import type { OperationContext } from '../http/operation.ts';
import { CategoryIds } from '../seed/reference.ts';

interface UpsellRuleDesign {
  IncludeStrings: string[];
  /** The categories the rule's items come from. */
  categoryIds: number[];
  Priority: number;
}

const ruleDesigns: readonly UpsellRuleDesign[] = [
  { IncludeStrings: ['Processor'], categoryIds: [CategoryIds.cpuCooler], Priority: 1 },
  { IncludeStrings: ['GeForce', 'Radeon', 'Graphics Card'], categoryIds: [CategoryIds.powerSupply], Priority: 2 },
  { IncludeStrings: ['Motherboard'], categoryIds: [CategoryIds.memory, CategoryIds.storageDrive], Priority: 3 },
  // Every cart: the small add-ons a shopper picks up at the counter.
  { IncludeStrings: [], categoryIds: [CategoryIds.mouseMats, CategoryIds.peripherals], Priority: 9 },
];

/** Items per rule: enough that a cart holding some of them still has 4 to show. */
const itemsPerRule = 8;

export async function fetchCheckoutUpsells(context: OperationContext<'GET', '/fetchCheckoutUpsells'>) {
  const { services } = context;
  const snapshot = await (await services.catalogue()).refreshIfStale();
  const inStock = new Set(
    (await services.db.selectFrom('stock').select('inventory_item_id').where('quantity', '>', 0).where('inventory_warehouse_id', '!=', 0).distinct().execute()).map((row) => row.inventory_item_id),
  );
  const sellable = [...snapshot.items.values()]
    .filter((item) => item.availableOnline && item.typeCode === 'STK' && item.priceCents > 0 && inStock.has(item.id))
    .sort((a, b) => a.popularityRank - b.popularityRank);
  return ruleDesigns
    .map((design) => ({
      IncludeStrings: design.IncludeStrings,
      IncludeString: null,
      UpsellInventoryItemIds: sellable.filter((item) => design.categoryIds.includes(item.primaryCategoryId)).slice(0, itemsPerRule).map((item) => item.id),
      Priority: design.Priority,
    }))
    .filter((rule) => rule.UpsellInventoryItemIds.length > 0);
}
