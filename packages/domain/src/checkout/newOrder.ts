// A placed order's first status, and the reasons a submit is refused (spec 3 §4.4, §8; the texts are designed: the
// spec lists the server's errors without wording these).

import { salesOrderBlockNotice } from '../availability/dispatchBlock.ts';

/** Order actions are open in this status (spec 3 §4.8), so a new order can still be changed by its customer. */
export const NEW_ORDER_STATUS = 'Awaiting Processing';

/** An order with units waiting for the supplier (spec 3 §4.8 "Backorder"), and what it waits on. */
export const BACKORDER_STATUS = 'Backorder';
export const BACKORDER_SECONDARY_STATUS = 'Waiting on Supplier';

/** What a shopper reads in the checkout's error list when the server refuses a submit. */
export const orderRejectionMessages = {
  cartEmpty: 'Your cart is empty.',
  cartChanged: 'Your cart has changed since you started checking out. Please check it and place your order again.',
  chooseShipping: 'Please choose a delivery or pickup option.',
  contactMissing: 'Please complete your contact details.',
  cardDeclined: 'Your card was declined. Please try another card or payment method.',
  /** Names each item that is short, so the shopper knows what to change. */
  notEnoughStock: (itemDescriptions: readonly string[]) =>
    `Sorry, we no longer have enough stock of ${itemDescriptions.join(', ')}. Please change the quantity or remove it from your cart.`,
  retryMismatch: 'This RetryGuid was already used for a different order.',
  /** Names each item whose sales orders are blocked, with the product page's own notice (spec 2 §8). */
  orderingBlocked: (blocked: readonly { description: string; notice: string }[]) =>
    `${blocked.map(({ description, notice }) => `${description}: ${notice}.`).join(' ')} Please remove ${blocked.length === 1 ? 'it' : 'them'} from your cart to place your order.`,
} as const;

/**
 * Why a submit must be refused for items that cannot be ordered yet (BlockSalesOrdersUntil ahead of `now`), or
 * undefined. Checked at submit, not when the cart changes: an item whose block began after it was added stays in the
 * cart, where its line shows the notice, and only the order is refused.
 */
export function blockedItemsRefusal(items: readonly { description: string; BlockSalesOrdersUntil: string | null }[], now: Date): string | undefined {
  const blocked = items.flatMap(({ description, BlockSalesOrdersUntil }) => {
    const notice = salesOrderBlockNotice(BlockSalesOrdersUntil, now);
    return notice ? [{ description, notice }] : [];
  });
  return blocked.length > 0 ? orderRejectionMessages.orderingBlocked(blocked) : undefined;
}
