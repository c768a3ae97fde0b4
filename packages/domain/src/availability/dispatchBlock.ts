// Dispatch-block notices of the product page (spec 2 §8), from BlockInvoicesUntil and BlockSalesOrdersUntil
// (spec 2 §3), shown while the date is still ahead. "Now" is injected; dates show as "dd MMM yyyy" in AWST.
import { formatAwstDate, parseAwstDateTime } from '../region/awst.ts';

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
