import { centsFromDollars, dollarsFromCents } from '../money/cents.ts';
import { MAXIMUM_LINE_QUANTITY } from './lineQuantity.ts';
import type { AddToCartLine, CartKitChild, CartLine } from './types.ts';

// Add to Cart adds 1, or adds 1 to an existing line (spec 1 §2). This one rule serves every page that adds (item
// tiles, product pages, bundles, the custom build, a shared wishlist), so the same add behaves the same everywhere.
// The merge rule is the one a shopper expects of a cart: adding something the cart already holds, exactly as it is
// held, raises that line's quantity instead of listing it twice ("2 × RTX 5070", not two rows). "Exactly" means the
// same item, the same UV print design and identical kit children: a custom build with another graphics card, or a
// panel with another print, is a different thing and gets its own line. Lines tied to a wishlist item never merge,
// either way: the wishlist needs to know which line came from which of its items (spec 2 §5).

function kitChildKey(child: CartKitChild): string {
  return [child.KitCategoryId, child.InventoryItemId, child.Quantity, child.UvPrintDesignCode ?? ''].join(':');
}

/** True when two kit-child lists hold the same children (order does not matter; AddToCartSource is ignored). */
export function haveIdenticalKitChildren(
  left: readonly CartKitChild[] | undefined,
  right: readonly CartKitChild[] | undefined,
): boolean {
  const a = (left ?? []).map(kitChildKey).sort();
  const b = (right ?? []).map(kitChildKey).sort();
  return a.length === b.length && a.every((key, index) => key === b[index]);
}

/** The line an added item merges into, if any: same item, same UV design, identical kit children. */
export function findMatchingCartLine(
  lines: readonly CartLine[],
  added: AddToCartLine,
): CartLine | undefined {
  return lines.find(
    (line) =>
      line.InventoryItemId === added.InventoryItemId &&
      (line.UvPrintDesignCode ?? null) === (added.UvPrintDesignCode ?? null) &&
      line.CustomerWishlistItemId === null &&
      (added.CustomerWishlistItemId ?? null) === null &&
      haveIdenticalKitChildren(line.KitChildren, added.KitChildren),
  );
}

/** The next free LineNumber: one above the highest, starting at 1. */
export function nextCartLineNumber(lines: readonly CartLine[]): number {
  return lines.reduce((highest, line) => Math.max(highest, line.LineNumber), 0) + 1;
}

/** ExtendedCost recomputed in cents so 3 × 19.99 is 59.97, not 59.96999. */
export function withCartLineQuantity(line: CartLine, quantity: number): CartLine {
  return { ...line, Quantity: quantity, ExtendedCost: dollarsFromCents(centsFromDollars(line.UnitCost) * quantity) };
}

/**
 * The cart lines after an add (spec 1 §2, spec 2 §4): the quantity goes onto a matching line, otherwise a new line
 * is appended with the next LineNumber, neither beyond MAXIMUM_LINE_QUANTITY. A new line carries no price yet: the server
 * prices it on updateCart.
 */
export function addToCartLines(lines: readonly CartLine[], added: AddToCartLine): CartLine[] {
  const match = findMatchingCartLine(lines, added);
  // A line holds at most MAXIMUM_LINE_QUANTITY (the server refuses more): an add beyond it fills the line instead of
  // failing the whole cart.
  if (match) {
    return lines.map((line) => (line === match ? withCartLineQuantity(line, Math.min(MAXIMUM_LINE_QUANTITY, line.Quantity + added.Quantity)) : line));
  }
  const newLine: CartLine = {
    InventoryItemId: added.InventoryItemId,
    LineNumber: nextCartLineNumber(lines),
    ItemDescription: '',
    Quantity: Math.min(MAXIMUM_LINE_QUANTITY, added.Quantity),
    UnitCost: 0,
    ExtendedCost: 0,
    ItemTypeCode: (added.KitChildren?.length ?? 0) > 0 ? 'KIT' : 'STK',
    CouponCode: null,
    CustomerWishlistItemId: added.CustomerWishlistItemId ?? null,
    KitChildren: added.KitChildren ?? [],
    KitId: null,
    UvPrintEnabled: added.UvPrintDesignCode != null,
    UvPrintDesignCode: added.UvPrintDesignCode ?? null,
    Availabilities: [],
    PrimaryImageId: null,
    BlockInvoicesUntil: null,
    BlockSalesOrdersUntil: null,
    AddToCartSource: added.AddToCartSource,
  };
  return [...lines, newLine];
}

/** Several adds in order (a shared wishlist's items, a shared cart), each by the rule of {@link addToCartLines}. */
export function addAllToCartLines(lines: readonly CartLine[], added: readonly AddToCartLine[]): CartLine[] {
  return added.reduce<CartLine[]>((next, line) => addToCartLines(next, line), [...lines]);
}

/** The usual add: one unit (spec 1 §2 "Add to Cart adds 1"). */
export function addOneToCart(
  lines: readonly CartLine[],
  added: Omit<AddToCartLine, 'Quantity'>,
): CartLine[] {
  return addToCartLines(lines, { ...added, Quantity: 1 });
}

/** Sets a line's quantity; zero or less removes the line. */
export function setCartLineQuantity(lines: readonly CartLine[], lineNumber: number, quantity: number): CartLine[] {
  if (quantity <= 0) return removeCartLine(lines, lineNumber);
  return lines.map((line) => (line.LineNumber === lineNumber ? withCartLineQuantity(line, quantity) : line));
}

export function removeCartLine(lines: readonly CartLine[], lineNumber: number): CartLine[] {
  return lines.filter((line) => line.LineNumber !== lineNumber);
}
