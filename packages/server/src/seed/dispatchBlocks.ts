// A dispatch block (spec 2 §3 BlockInvoicesUntil, §8 'Goods cannot be dispatched or provided to customers until
// {date}') on the newest graphics card by id, whose stock is arriving: it can be ordered now and goes out in 5 days.
// Dated from the seed's "now", so the notice shows whenever the store is started; kept in the item's details beside
// its other page texts. The next newest card is a pre-order with BlockSalesOrdersUntil ('Cannot be ordered until')
// 10 days ahead: its product page and its tile both withhold Buy and say why (issue 17 defect 4's rule).
import { pinnedStockItemIds } from './pinnedStock.ts';
import { CategoryIds } from './reference.ts';

interface BlockableItem {
  id: number;
  primaryCategoryId: number;
}

export interface DispatchBlock {
  BlockInvoicesUntil?: string;
  BlockSalesOrdersUntil?: string;
}

const day = 86_400_000;
// Midnight in Perth of the day so many days from now, as the contract's date-time.
const perthMidnightIn = (now: Date, days: number): string => `${new Date(now.getTime() + days * day).toISOString().slice(0, 10)}T00:00:00+08:00`;

export function dispatchBlocks(items: readonly BlockableItem[], now: Date): ReadonlyMap<number, DispatchBlock> {
  const cards = items
    .filter((item) => item.primaryCategoryId === CategoryIds.graphicsCard && !pinnedStockItemIds.has(item.id))
    .map((item) => item.id)
    .sort((a, b) => b - a);
  const [arriving, preOrder] = cards;
  const blocks = new Map<number, DispatchBlock>();
  if (arriving !== undefined) blocks.set(arriving, { BlockInvoicesUntil: perthMidnightIn(now, 5) });
  if (preOrder !== undefined) blocks.set(preOrder, { BlockSalesOrdersUntil: perthMidnightIn(now, 10) });
  return blocks;
}
