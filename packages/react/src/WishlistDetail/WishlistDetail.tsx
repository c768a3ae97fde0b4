import { centsFromDollars, formatPrice } from '@rigkit/domain/money';
import { productPath } from '@rigkit/domain/paths';
import { useEffect, useId, useRef } from 'react';
import { VisuallyHidden } from '../internal/VisuallyHidden.tsx';
import { RigkitLink } from '../RigkitProvider/RigkitProvider.tsx';
import { wishlistDetailMessages as M } from './messages.ts';
import type { WishlistDetailProps } from './useWishlistDetail.ts';
import { useWishlistDetail } from './useWishlistDetail.ts';

export interface WishlistDetailComponentProps extends WishlistDetailProps {
  /** Class name of the root element. */
  className?: string;
}

/**
 * A wishlist in the account area (spec 3 §4.8, §5.5, §6, §8): for its owner rename, delete with confirmation, the
 * public switch, share link, quantities saved on blur and remove; for anyone, add one or all items to the cart.
 * Unstyled: `data-state` (`idle`, `renaming`, `confirming-delete`, `busy`, `deleted`) on the root.
 */
export function WishlistDetail({ className, ...props }: WishlistDetailComponentProps) {
  const detail = useWishlistDetail(props);
  const nameId = useId();
  const confirmTitleId = useId();
  const keepRef = useRef<HTMLButtonElement>(null);
  const nameRef = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (detail.state === 'confirming-delete') keepRef.current?.focus();
    if (detail.state === 'renaming') nameRef.current?.focus();
  }, [detail.state]);
  const feedback = (
    <>
      <p role="status" data-part="status">
        {detail.statusMessage ?? null}
      </p>
      <p role="alert" data-part="error">
        {detail.errorMessage ?? null}
      </p>
    </>
  );
  if (detail.state === 'deleted') {
    return (
      <section className={className} data-rigkit="wishlist-detail" data-state="deleted">
        {feedback}
      </section>
    );
  }
  const busy = detail.state === 'busy';
  return (
    <section className={className} data-rigkit="wishlist-detail" data-state={detail.state} aria-labelledby={nameId}>
      <div data-part="header">
        <h2 id={nameId} data-part="name">
          {detail.name}
        </h2>
        {detail.isAdmin && detail.state !== 'renaming' ? (
          <button type="button" data-part="rename" disabled={busy} onClick={detail.startRename}>
            {M.rename}
          </button>
        ) : null}
      </div>
      {detail.isAdmin && detail.state === 'renaming' ? (
        <form
          data-part="rename-form"
          onSubmit={(event) => {
            event.preventDefault();
            void detail.saveName();
          }}
        >
          <label>
            {M.name}
            <input ref={nameRef} data-part="name-input" value={detail.draftName} maxLength={100} required onChange={(event) => detail.setDraftName(event.target.value)} />
          </label>
          <button type="submit" data-part="save-name">
            {M.saveName}
          </button>
          <button type="button" data-part="cancel-rename" onClick={detail.cancelRename}>
            {M.cancelRename}
          </button>
        </form>
      ) : null}
      {!detail.isAdmin ? <p data-part="read-only">{M.readOnly}</p> : null}
      {feedback}
      {detail.isAdmin ? (
        <div data-part="admin">
          <label data-part="public">
            <input type="checkbox" role="switch" checked={detail.isPublic} disabled={busy} onChange={(event) => void detail.setPublic(event.target.checked)} />
            {M.isPublic}
          </label>
          {detail.isPublic ? (
            <button type="button" data-part="share" disabled={busy} onClick={() => void detail.share()}>
              {M.share}
            </button>
          ) : null}
          <button type="button" data-part="delete" disabled={busy} onClick={detail.requestDelete}>
            {M.deleteWishlist}
          </button>
        </div>
      ) : null}
      {detail.state === 'confirming-delete' ? (
        <div role="alertdialog" aria-labelledby={confirmTitleId} data-part="confirmation">
          <h3 id={confirmTitleId}>{M.confirmDeleteTitle}</h3>
          <p>{M.confirmDeleteText(detail.name)}</p>
          <button type="button" data-part="confirm" onClick={() => void detail.confirmDelete()}>
            {M.confirm}
          </button>
          <button type="button" data-part="keep" ref={keepRef} onClick={detail.keep}>
            {M.keep}
          </button>
        </div>
      ) : null}
      {props.items.length === 0 ? <p data-part="empty">{M.empty}</p> : null}
      {props.items.length > 0 ? (
        <ul data-part="items">
          {props.items.map((item) => {
            const description = item.ItemDescription ?? item.ItemCode ?? String(item.InventoryItemId);
            return (
              <li key={item.CustomerWishlistItemId} data-part="item">
                <RigkitLink href={productPath(item.InventoryItemId, description)} data-part="item-link">
                  {description}
                </RigkitLink>
                {item.CustomerPriceIncTax !== undefined ? <span data-part="item-price">{formatPrice(centsFromDollars(item.CustomerPriceIncTax))}</span> : null}
                {detail.isAdmin ? (
                  <input
                    type="text"
                    inputMode="numeric"
                    data-part="quantity"
                    aria-label={M.quantity(description)}
                    value={detail.quantityOf(item)}
                    onChange={(event) => detail.setQuantityText(item, event.target.value)}
                    onBlur={() => void detail.commitQuantity(item)}
                  />
                ) : (
                  <span data-part="quantity">× {item.Quantity}</span>
                )}
                <button type="button" data-part="add-to-cart" disabled={busy} onClick={() => void detail.addToCart([item])}>
                  {M.addToCart}
                  <VisuallyHidden elementType="span"> {description}</VisuallyHidden>
                </button>
                {detail.isAdmin ? (
                  <button type="button" data-part="remove" disabled={busy} onClick={() => void detail.removeItem(item)}>
                    {M.remove}
                    <VisuallyHidden elementType="span"> {description}</VisuallyHidden>
                  </button>
                ) : null}
              </li>
            );
          })}
        </ul>
      ) : null}
      {props.items.length > 0 ? (
        <button type="button" data-part="add-all" disabled={busy} onClick={() => void detail.addToCart(props.items, true)}>
          {M.addAll}
        </button>
      ) : null}
    </section>
  );
}
