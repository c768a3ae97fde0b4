import type { KeyboardEvent, KeyboardEventHandler, ReactNode } from 'react';
import { useEffect, useRef, useState } from 'react';
import { useNativeButton } from '../internal/useNativeButton.ts';
import { VisuallyHidden } from '../internal/VisuallyHidden.tsx';
import { CouponBox } from '../CouponBox/CouponBox.tsx';
import { RigkitLink } from '../RigkitProvider/RigkitProvider.tsx';
import type { CouponBoxProps } from '../CouponBox/useCouponBox.ts';
import { CartQuantityField } from './CartQuantityField.tsx';
import { cartTableMessages } from './messages.ts';
import type { CartTableAria, CartTableLine, CartTableProps, CartTableRow } from './useCartTable.ts';
import { useCartTable } from './useCartTable.ts';
import { useOptionalImageUrl, useRenderLink, type ImageUrl } from '../RigkitProvider/RigkitProvider.tsx';
import { createPartsContext } from '../internal/createPartsContext.ts';

// A line's picture shows at 64 px; it is asked for at twice that for dense screens.
const CART_IMAGE_WIDTH = 128;

/** The UV print designer, where the UV panel print line leads (spec 2 §2). */
export const UV_PRINTING_PATH = '/UVPrinting';

/** The designer opened on a line's design (spec 2 §2: /UvPrintDesigner/{inventoryItemId}/{designCode}). */
export const uvDesignerPath = (inventoryItemId: number, designCode: string): string => `/UvPrintDesigner/${inventoryItemId}/${encodeURIComponent(designCode)}`;

export interface CartTableComponentProps extends CartTableProps {
  /** The address of a line's product page; the UV print line always goes to /UVPrinting. @default no link */
  lineHref?: (line: CartTableLine) => string | undefined;
  /** Builds a line's picture address from its PrimaryImageId and a width (128: the 64 px picture at twice the density). @default the RigkitProvider's imageUrl; without either no pictures */
  imageUrl?: ImageUrl;
  /** Extra controls under a line's details (Add to existing order, Buy Now); none for kit children. @default none */
  renderLineActions?: (line: CartTableLine) => ReactNode;
  /** Applies a coupon from the empty cart's coupon box (spec 2 §2); the box is left out without it. */
  onApplyCoupon?: CouponBoxProps['onApply'];
  /** Class name of the root element. */
  className?: string;
}

function RemoveButton({ row, onRemove }: { row: CartTableRow; onRemove: () => void }) {
  const ref = useRef<HTMLButtonElement>(null);
  const isRemoving = row.state === 'removing';
  // Not disabled while removing: focus stays on the button, and the hook ignores the repeat presses (spec 2 §4).
  const { buttonProps } = useNativeButton({ type: 'button', onPress: onRemove }, ref);
  return (
    <button {...buttonProps} ref={ref} data-part="remove" aria-disabled={isRemoving || undefined}>
      {isRemoving ? cartTableMessages.removing : cartTableMessages.remove}
      <VisuallyHidden> {row.description}</VisuallyHidden>
    </button>
  );
}

// Nothing is rendered for a line the caller offers no action on, so the row keeps no empty wrapper.
function LineActions({ line, render }: { line: CartTableLine; render: (line: CartTableLine) => ReactNode }) {
  const actions = render(line);
  if (actions == null || actions === false) return null;
  return <div data-part="line-actions">{actions}</div>;
}

interface CartTableContextValue {
  table: CartTableAria;
  props: CartTableComponentProps;
}

const [CartTableContext, useCartTableContext] = createPartsContext<CartTableContextValue>('CartTable');

export interface CartTableRootProps extends CartTableComponentProps {
  /** The parts: `CartTable.Lines`, `CartTable.ClearAll`, `CartTable.Empty`, in the order you want them. */
  children: ReactNode;
}

/** Holds the table's state and renders its section; `data-state` is filled, pending-empty, empty or clearing. */
function Root({ children, ...props }: CartTableRootProps) {
  const table = useCartTable(props);
  return (
    <CartTableContext value={{ table, props }}>
      <section className={props.className} data-rigkit="cart-table" data-state={table.state} aria-label={cartTableMessages.caption}>
        {children}
      </section>
    </CartTableContext>
  );
}

/** The item table: Item, Qty and Total per line; nothing while the cart is empty. */
function Lines() {
  const { table, props } = useCartTableContext('Lines');
  const renderLink = useRenderLink();
  const imageUrl = useOptionalImageUrl(props.imageUrl);
  if (table.state === 'pending-empty' || table.state === 'empty') return null;

  const description = (row: CartTableRow) => {
    const href = row.isUvPrintLine ? UV_PRINTING_PATH : props.lineHref?.(row.line);
    return href ? renderLink({ href, 'data-part': 'item-link', children: row.description }) : <span data-part="item-name">{row.description}</span>;
  };

  return (
    <table data-part="table">
      <caption>
        <VisuallyHidden>{cartTableMessages.caption}</VisuallyHidden>
      </caption>
      <thead>
        <tr>
          <th scope="col" data-column="item">{cartTableMessages.item}</th>
          <th scope="col" data-column="quantity">{cartTableMessages.quantity}</th>
          <th scope="col" data-column="total">{cartTableMessages.total}</th>
        </tr>
      </thead>
      <tbody>
        {table.rows.map((row) => (
          <tr
            key={row.key}
            data-part="line"
            data-state={row.state}
            data-item-type={row.line.ItemTypeCode}
            data-read-only={row.isReadOnly ? '' : undefined}
            data-wishlist={row.isWishlistLine ? '' : undefined}
            data-uv-print={row.isUvPrintLine ? '' : undefined}
          >
            <td data-column="item">
              <div data-part="item">
                {imageUrl && row.line.PrimaryImageId != null ? (
                  <img src={imageUrl(row.line.PrimaryImageId, CART_IMAGE_WIDTH)} alt="" width={64} height={64} data-part="image" loading="lazy" />
                ) : null}
                <div data-part="details">
                  {description(row)}
                  <p data-part="unit-price">{cartTableMessages.each(row.unitPrice)}</p>
                  {row.isUvPrintLine ? renderLink({ href: UV_PRINTING_PATH, 'data-part': 'uv-link', children: cartTableMessages.uvPrinting }) : null}
                  {!row.isUvPrintLine && row.line.UvPrintDesignCode
                    ? renderLink({ href: uvDesignerPath(row.line.InventoryItemId, row.line.UvPrintDesignCode), 'data-part': 'uv-design', children: cartTableMessages.uvDesign(row.line.UvPrintDesignCode) })
                    : null}
                  {row.kitChildren.length ? (
                    <ul data-part="kit-children" aria-label={cartTableMessages.kitComponents(row.description)}>
                      {row.kitChildren.map((child) => (
                        <li key={child.key} data-part="kit-child">
                          {child.quantity > 1 ? `${child.quantity} × ` : null}
                          {child.description}
                        </li>
                      ))}
                    </ul>
                  ) : null}
                  {row.availabilityText ? (
                    <p data-part="availability" data-availability={row.availabilityState}>
                      {row.availabilityText}
                    </p>
                  ) : null}
                  {row.dispatchNotices.map((notice) => (
                    <p key={notice} data-part="dispatch-notice">
                      {notice}
                    </p>
                  ))}
                  {row.isWishlistLine ? <p data-part="wishlist-note">{cartTableMessages.fromWishlist}</p> : null}
                  {row.isReadOnly || !props.onRemove ? null : <RemoveButton row={row} onRemove={() => table.remove(row.line)} />}
                  {props.renderLineActions ? <LineActions line={row.line} render={props.renderLineActions} /> : null}
                </div>
              </div>
            </td>
            <td data-column="quantity">
              {row.isReadOnly || !props.onQuantityChange ? (
                <span data-part="quantity-value">{row.quantity}</span>
              ) : (
                <CartQuantityField
                  label={cartTableMessages.quantityLabel(row.description)}
                  quantity={row.quantity}
                  isDisabled={row.state === 'removing'}
                  onChange={(quantity) => table.setQuantity(row.line, quantity)}
                />
              )}
            </td>
            <td data-column="total" data-part="line-total">{row.total}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export interface CartTableClearAllProps {
  /** The button's text. @default 'Clear All' ('Clearing' while it runs) */
  children?: ReactNode;
}

/**
 * Clear All (spec 2 §2): shown when `onClearAll` is given and the cart has lines. One press asks first (designed: a
 * whole cart is too much to lose to a stray tap), then "Yes, clear my cart" empties it and "Keep my items" or Escape
 * goes back; focus follows the question and returns to Clear All.
 */
function ClearAll({ children }: CartTableClearAllProps) {
  const { table } = useCartTableContext('ClearAll');
  const [isConfirming, setConfirming] = useState(false);
  const clearRef = useRef<HTMLButtonElement>(null);
  const confirmRef = useRef<HTMLButtonElement>(null);
  const keepRef = useRef<HTMLButtonElement>(null);
  const isClearing = table.state === 'clearing';
  const cancel = () => setConfirming(false);
  const { buttonProps: clearProps } = useNativeButton({ type: 'button', onPress: () => setConfirming(true), isDisabled: isClearing }, clearRef);
  /** The button's own key handling, then Escape answers "keep my items". */
  const withEscape = (own: KeyboardEventHandler<HTMLButtonElement> | undefined) => (event: KeyboardEvent<HTMLButtonElement>) => {
    own?.(event);
    if (event.key === 'Escape') cancel();
  };
  const { buttonProps: confirmProps } = useNativeButton(
    {
      type: 'button',
      onPress: () => {
        setConfirming(false);
        table.clearAll();
      },
    },
    confirmRef,
  );
  const { buttonProps: keepProps } = useNativeButton({ type: 'button', onPress: cancel }, keepRef);
  // Focus follows the question, and goes back to Clear All when it is answered.
  const hasAsked = useRef(false);
  useEffect(() => {
    if (isConfirming) {
      hasAsked.current = true;
      confirmRef.current?.focus();
    } else if (hasAsked.current) {
      clearRef.current?.focus();
    }
  }, [isConfirming]);
  if (!table.canClearAll) return null;
  if (isConfirming) {
    return (
      <div role="group" aria-label={cartTableMessages.clearAll} data-part="clear-all-confirm">
        <p data-part="clear-all-question">{cartTableMessages.clearAllQuestion}</p>
        <button {...confirmProps} onKeyDown={withEscape(confirmProps.onKeyDown)} ref={confirmRef} data-part="clear-all-yes">
          {cartTableMessages.confirmClearAll}
        </button>
        <button {...keepProps} onKeyDown={withEscape(keepProps.onKeyDown)} ref={keepRef} data-part="clear-all-no">
          {cartTableMessages.keepItems}
        </button>
      </div>
    );
  }
  return (
    <button {...clearProps} ref={clearRef} data-part="clear-all">
      {isClearing ? cartTableMessages.clearing : (children ?? cartTableMessages.clearAll)}
    </button>
  );
}

export interface CartTableEmptyProps {
  /** What an empty cart shows. @default 'Your cart is empty', a coupon box when `onApplyCoupon` is given, and Continue shopping */
  children?: ReactNode;
  /** Where Continue shopping goes. @default '/' */
  continueShoppingHref?: string;
}

/**
 * The empty cart, shown only once the cart has stayed empty for 1 s (spec 2 §2, §9). While that second runs the view
 * is already in the page, `hidden` and `data-state="pending"`: a theme may reveal it 1 s after the page appears (a
 * CSS animation, as the reference storefront does) instead of 1 s after hydration, which on a phone is later.
 */
function Empty({ children, continueShoppingHref = '/' }: CartTableEmptyProps) {
  const { table, props } = useCartTableContext('Empty');
  if (table.state !== 'empty' && table.state !== 'pending-empty') return null;
  const isPending = table.state === 'pending-empty';
  return (
    <div data-part="empty-view" data-state={isPending ? 'pending' : 'shown'} hidden={isPending}>
      {children ?? (
        <>
          <p data-part="empty">{cartTableMessages.empty}</p>
          {props.onApplyCoupon ? <CouponBox onApply={props.onApplyCoupon} /> : null}
          <RigkitLink href={continueShoppingHref} data-part="continue-shopping">
            {cartTableMessages.continueShopping}
          </RigkitLink>
        </>
      )}
    </div>
  );
}

/**
 * The cart page's item table (spec 2 §2): Item, Qty and Total per line, kit children listed under their kit, the
 * quantity picked from 1–5 or typed, removal locked while 'Removing' and then replaced by the returned cart, Clear
 * All, read-only wishlist lines, the UV print line linking to /UVPrinting, stock and dispatch-block notices. With no
 * lines it shows 'Your cart is empty' and a coupon box after 1 s. Unstyled: `data-state` on the root and each row.
 * `<CartTable {...props} />` renders every part; compose `CartTable.Root` with `Lines`, `ClearAll` and `Empty` to
 * reorder them or replace the empty view.
 */
function CartTableComposite(props: CartTableComponentProps) {
  return (
    <Root {...props}>
      <Lines />
      <ClearAll />
      <Empty />
    </Root>
  );
}

export const CartTable = Object.assign(CartTableComposite, { Root, Lines, ClearAll, Empty });
