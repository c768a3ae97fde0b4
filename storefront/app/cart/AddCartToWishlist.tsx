// The cart page's "Add to wishlist" (spec 2 §2 "Cart page"; spec 3 §6: wishlists belong to logged-in customers).
// A guest is sent to log in and comes back to the cart; a customer's cart lines, kit parts and UV designs included,
// go to their first wishlist (addItemsToWishlist makes "My Wishlist 1" when they have none), which is one link away.
import type { RigkitClient } from '@rigkit/api-client';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import type { ContractCartLine } from '../lib/cartLines.ts';
import { toLineInput } from '@rigkit/api-client/mappers';
import { CART_LOGIN_PATH } from './CartLineActions.tsx';

export const ADD_CART_TO_WISHLIST_TEXT = {
  button: 'Add to wishlist',
  adding: 'Adding to wishlist', // designed
  added: (name: string) => `Added to ${name}`, // designed
  view: 'View wishlist', // designed
  failed: 'Unable to add to wishlist. Please try again.', // designed
} as const;
const TEXT = ADD_CART_TO_WISHLIST_TEXT;

type Outcome = { kind: 'added'; name: string; wishlistGuid: string } | { kind: 'failed' };

/** Adds the lines to the customer's first wishlist; answers with that wishlist, or undefined when it failed. */
export async function addCartToWishlist(client: RigkitClient, lines: readonly ContractCartLine[]) {
  try {
    const { data } = await client.POST('/addItemsToWishlist', { body: { ShoppingCart: { ShoppingCartItems: lines.map(toLineInput) } } });
    return data.data?.Wishlist;
  } catch {
    return undefined;
  }
}

export interface AddCartToWishlistProps {
  lines: readonly ContractCartLine[];
  isLoggedIn: boolean;
  client: () => RigkitClient;
}

export function AddCartToWishlist({ lines, isLoggedIn, client }: AddCartToWishlistProps) {
  const navigate = useNavigate();
  const [isAdding, setAdding] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>();

  const add = async () => {
    setOutcome(undefined);
    if (!isLoggedIn) {
      await navigate(CART_LOGIN_PATH);
      return;
    }
    setAdding(true);
    const wishlist = await addCartToWishlist(client(), lines);
    setAdding(false);
    setOutcome(wishlist ? { kind: 'added', name: wishlist.CustomerWishlistName, wishlistGuid: wishlist.WishlistGuid } : { kind: 'failed' });
  };

  return (
    <div className="add-cart-to-wishlist" data-state={isAdding ? 'adding' : (outcome?.kind ?? 'idle')}>
      <button type="button" className="add-cart-to-wishlist__button" disabled={isAdding || lines.length === 0} onClick={() => void add()}>
        {isAdding ? TEXT.adding : TEXT.button}
      </button>
      <p role="status" className="add-cart-to-wishlist__status">
        {outcome?.kind === 'added' ? (
          <>
            {TEXT.added(outcome.name)} <Link to={`/account/wishlist/${outcome.wishlistGuid}`}>{TEXT.view}</Link>
          </>
        ) : null}
      </p>
      {outcome?.kind === 'failed' ? (
        <p role="alert" className="add-cart-to-wishlist__alert">
          {TEXT.failed}
        </p>
      ) : null}
    </div>
  );
}
