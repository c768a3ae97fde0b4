// Dispatch-block notices of the product page (spec 2 §8), from BlockInvoicesUntil and BlockSalesOrdersUntil
// (spec 2 §3), shown while the date is still ahead. "Now" is injected; dates show as "dd MMM yyyy" in AWST.
import { formatAwstDate, parseAwstDateTime } from '../region/awst.ts';
import { productOrderingNotice, type ProductAvailabilityLine } from './texts.ts';

export const dispatchBlockedMessage = (date: string) => `Goods cannot be dispatched or provided to customers until ${date}`;
export const orderingBlockedMessage = (date: string) => `Cannot be ordered until ${date}`;

const future = (value: string | null | undefined, now: Date) => {
  const date = parseAwstDateTime(value);
  return date && date.getTime() > now.getTime() ? date : undefined;
};

export function dispatchBlockNotices(
  item: { BlockInvoicesUntil?: string | null; BlockSalesOrdersUntil?: string | null },
  now: Date,
): string[] {
  const notices: string[] = [];
  const invoices = future(item.BlockInvoicesUntil, now);
  const orders = future(item.BlockSalesOrdersUntil, now);
  if (invoices) notices.push(dispatchBlockedMessage(formatAwstDate(invoices)));
  if (orders) notices.push(orderingBlockedMessage(formatAwstDate(orders)));
  return notices;
}

/**
 * Why an item cannot be ordered now, in the words its product page uses, or undefined when it can: 'This product is
 * not available to order' / 'SOLD OUT' (spec 2 §4) for an item not available online, else 'Cannot be ordered until
 * {date}' while a BlockSalesOrdersUntil date is ahead (spec 2 §8). One rule for the product page's Buy and a grid
 * tile's Add to Cart, so the two agree (issue 17 defect 4).
 */
export function itemOrderingNotice(
  item: { AvailableOnline?: boolean | null; Availabilities: readonly ProductAvailabilityLine[]; BlockSalesOrdersUntil?: string | null },
  now: Date,
): string | undefined {
  return productOrderingNotice({ AvailableOnline: item.AvailableOnline ?? null, Availabilities: item.Availabilities }) ?? salesOrderBlockNotice(item.BlockSalesOrdersUntil, now);
}

/** 'Cannot be ordered until {date}' while `blockSalesOrdersUntil` is ahead of `now`, else undefined (spec 2 §8). */
export function salesOrderBlockNotice(blockSalesOrdersUntil: string | null | undefined, now: Date): string | undefined {
  const orders = future(blockSalesOrdersUntil, now);
  return orders ? orderingBlockedMessage(formatAwstDate(orders)) : undefined;
}
