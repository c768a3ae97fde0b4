// Dispatch-block notices of the product page (spec 2 §8), from BlockInvoicesUntil and BlockSalesOrdersUntil
// (spec 2 §3), shown while the date is still ahead. "Now" is injected; dates show as "dd MMM yyyy" in AWST.
import { formatAwstDate } from '../region/awst.ts';

export const dispatchBlockedMessage = (date: string) => `Goods cannot be dispatched or provided to customers until ${date}`;
export const orderingBlockedMessage = (date: string) => `Cannot be ordered until ${date}`;

const future = (value: string | null | undefined, now: Date) => {
  if (!value) return undefined;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) || date.getTime() <= now.getTime() ? undefined : date;
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
