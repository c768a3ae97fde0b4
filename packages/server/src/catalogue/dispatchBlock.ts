// An item's dispatch blocks (spec 2 §3 BlockInvoicesUntil, BlockSalesOrdersUntil), kept in its details, for the
// product page and the cart lines alike.
import type { IndexedItem } from './catalogueIndex.ts';

function dateOf(item: IndexedItem, key: string): string | null {
  const value = item.details[key];
  return typeof value === 'string' ? value : null;
}

export function dispatchBlockOf(item: IndexedItem): { BlockInvoicesUntil: string | null; BlockSalesOrdersUntil: string | null } {
  return { BlockInvoicesUntil: dateOf(item, 'BlockInvoicesUntil'), BlockSalesOrdersUntil: dateOf(item, 'BlockSalesOrdersUntil') };
}
