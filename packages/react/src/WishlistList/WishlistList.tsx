import { useId } from 'react';
import { RigkitLink } from '../RigkitProvider/RigkitProvider.tsx';
import { wishlistListMessages as M } from './messages.ts';
import type { WishlistListProps } from './useWishlistList.ts';
import { useWishlistList } from './useWishlistList.ts';

export interface WishlistListComponentProps extends WishlistListProps {
  /** Class name of the root element. */
  className?: string;
}

/**
 * The customer's wishlists as cards with Create Wishlist (spec 3 §2.9, §8, §9). Unstyled: `data-state` (`loaded`,
 * `creating`, `failed`) on the root.
 */
export function WishlistList({ className, ...props }: WishlistListComponentProps) {
  const list = useWishlistList(props);
  const headingId = useId();
  return (
    <section className={className} data-rigkit="wishlist-list" data-state={list.state} aria-labelledby={headingId}>
      <div data-part="header">
        <h2 id={headingId} data-part="heading">
          {M.heading}
        </h2>
        {props.onCreate ? (
          <button type="button" data-part="create" disabled={list.state === 'creating'} onClick={() => void list.create()}>
            {list.state === 'creating' ? M.creating : M.create}
          </button>
        ) : null}
      </div>
      <p role="status" data-part="status">
        {list.statusMessage ?? null}
      </p>
      <div role="alert" data-part="error">
        {list.createError ? <p>{list.createError}</p> : null}
        {list.errorMessage ? (
          <>
            <p>{list.errorMessage}</p>
            <button type="button" data-part="try-again" onClick={list.refresh}>
              {M.tryAgain}
            </button>
          </>
        ) : null}
      </div>
      {!list.errorMessage && list.wishlists.length === 0 ? <p data-part="empty">{M.empty}</p> : null}
      {list.wishlists.length > 0 ? (
        <ul data-part="cards">
          {list.wishlists.map((wishlist) => (
            <li key={wishlist.WishlistGuid} data-part="card">
              <RigkitLink href={list.hrefOf(wishlist)} data-part="card-link">
                {wishlist.CustomerWishlistName}
              </RigkitLink>
              <span data-part="visibility">{wishlist.IsPublic ? M.isPublic : M.isPrivate}</span>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
