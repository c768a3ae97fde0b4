// Which order actions the account area allows (spec 3 §4.8): Add Item, Cancel, delete item and change a kit child.
/** Statuses in which an order may still be changed; a missing status counts too. */
export const CHANGEABLE_ORDER_STATUSES = ['Awaiting Processing', 'Backorder'] as const;

/** True while the status is "Awaiting Processing", "Backorder" or missing. */
export function isChangeableOrderStatus(status: string | null | undefined): boolean {
  return status === null || status === undefined || status === '' || (CHANGEABLE_ORDER_STATUSES as readonly string[]).includes(status);
}

/** Add Item, Cancel Order and delete item are allowed. */
export function canChangeOrder(orderStatus: string | null | undefined): boolean {
  return isChangeableOrderStatus(orderStatus);
}

/** Changing a kit child also needs the item's remote build status (RemoteBuildSalesOrderStatus) in the same set. */
export function canChangeKitChild(orderStatus: string | null | undefined, remoteBuildStatus: string | null | undefined): boolean {
  return isChangeableOrderStatus(orderStatus) && isChangeableOrderStatus(remoteBuildStatus);
}
