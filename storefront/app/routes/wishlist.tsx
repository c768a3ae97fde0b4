// /wishlist/{code} (spec 2 §2 "Shared cart or wishlist link"): a shared cart (createShareableCart's code) or a
// public wishlist, opened by anyone. Its lines are read-only here (spec 2 §5; spec 3 §6: only the owner edits, at
// /account/wishlist); a visitor adds one line or all of them to their own cart (spec 3 §8 "Added to cart", "All items
// added to cart"), or buys a stock line now (spec 2 §2 "/checkout: used by Buy Now"). An unknown code is the 404 page.
import { productPurchaseActions } from '@rigkit/domain/product';
import { BuyNowButton } from '@rigkit/react/AddToExistingOrder';
import { CartTable } from '@rigkit/react/CartTable';
import { useState } from 'react';
import { Link, useNavigate, useRevalidator } from 'react-router';
import type { Route } from './+types/wishlist';
import { kitChildNames } from '../cart/kitChildNames.server.ts';
import type { WishlistItem } from '../cart/sharedCart.ts';
import { SHARE_CODE_PATTERN, SHARED_CART_TEXT as TEXT, wishlistItemToCartLine, wishlistItemToLineInput } from '../cart/sharedCart.ts';
import { LazyStoreErrorPage } from '../components/LazyStoreErrorPage.tsx';
import { browserApi } from '../lib/api.client.ts';
import { serverApi } from '../lib/api.server.ts';
import { addToCart as addLinesToCart, kitChildItemIds } from '../lib/cartLines.ts';
import { announceSessionChange } from '../lib/crossTab.ts';
import { pageMeta } from '../lib/meta.ts';
import { notFound, rethrowAsNotFound } from '../lib/notFound.ts';
import { productPath } from '@rigkit/domain/paths';
// The sheets of what this page draws (root.tsx has the frame's): a page carries only its own rules.
import '../theme/pages/wishlist.css';

export async function loader(args: Route.LoaderArgs) {
  const code = args.params.code;
  if (!SHARE_CODE_PATTERN.test(code)) notFound();
  const { client } = serverApi(args);
  const signal = args.request.signal;
  const body = { WishlistGuid: code };
  const [wishlist, items, config] = await Promise.all([
    client.POST('/fetchWishlistInformation', { body, signal }).then(({ data }) => data.data, rethrowAsNotFound),
    client.POST('/fetchWishlistItems', { body, signal }).then(({ data }) => data.data?.Results ?? [], rethrowAsNotFound),
    client.GET('/configMap', { signal }).then(({ data }) => data.data).catch(() => undefined),
  ]);
  if (!wishlist) notFound();
  const lines = items.map(wishlistItemToCartLine);
  return {
    name: wishlist.CustomerWishlistName,
    items,
    lines,
    childNames: await kitChildNames(client, kitChildItemIds(lines), signal),
    isBuyNowEnabled: config?.enableBuyNow ?? false,
  };
}

export function meta(args: Route.MetaArgs) {
  const name = args.loaderData?.name;
  // A shared link is private to whoever holds it: kept out of search results.
  const tags = pageMeta(args, name ? { title: name } : {}).filter((tag) => !('name' in tag && tag['name'] === 'robots'));
  return [...tags, { name: 'robots', content: 'noindex' }];
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <LazyStoreErrorPage error={error} />;
}

type AddOutcome = { kind: 'added-one' | 'added-all' | 'failed' };

export default function WishlistPage({ loaderData }: Route.ComponentProps) {
  const { name, items, lines, childNames, isBuyNowEnabled } = loaderData;
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const [outcome, setOutcome] = useState<AddOutcome>();
  const [isAdding, setAdding] = useState(false);
  const itemOfLine = (lineNumber: number): WishlistItem | undefined => items[lineNumber - 1];

  // Adds to the visitor's own cart (fetched first, so nothing another tab added is lost); the header count follows.
  const addToCart = async (added: readonly WishlistItem[]): Promise<boolean> => {
    setAdding(true);
    try {
      await addLinesToCart(browserApi(), added.map(wishlistItemToLineInput));
      announceSessionChange();
      void revalidator.revalidate();
      return true;
    } catch {
      return false;
    } finally {
      setAdding(false);
    }
  };

  const add = async (added: readonly WishlistItem[], kind: AddOutcome['kind']) => {
    setOutcome(undefined);
    setOutcome({ kind: (await addToCart(added)) ? kind : 'failed' });
  };

  const buyNow = async (item: WishlistItem) => {
    if (await addToCart([item])) await navigate('/checkout');
    else setOutcome({ kind: 'failed' });
  };

  return (
    <div className="wishlist-page">
      <h1>{name}</h1>
      {lines.length === 0 ? <p className="wishlist-page__empty">{TEXT.empty}</p> : null}
      <CartTable
        lines={lines}
        lineHref={(line) => productPath(line.InventoryItemId, line.ItemDescription)}
        kitChildDescription={(child) => childNames[child.InventoryItemId]}
        renderLineActions={(line) => {
          const item = itemOfLine(line.LineNumber);
          if (!item) return null;
          const showsBuyNow = productPurchaseActions({ ItemTypeCode: line.ItemTypeCode ?? '' }, { isBuyNowEnabled, isAddToExistingOrderEnabled: false }).showsBuyNow;
          return (
            <>
              <button type="button" className="wishlist-page__add" disabled={isAdding} onClick={() => void add([item], 'added-one')}>
                {TEXT.addOne}
                <span className="visually-hidden"> {line.ItemDescription}</span>
              </button>
              {showsBuyNow ? (
                <BuyNowButton item={{ ItemTypeCode: line.ItemTypeCode ?? '' }} onBuyNow={() => buyNow(item)}>
                  {TEXT.buyNow}
                  <span className="visually-hidden"> {line.ItemDescription}</span>
                </BuyNowButton>
              ) : null}
            </>
          );
        }}
      />
      {lines.length > 0 ? (
        <div className="wishlist-page__actions">
          <button type="button" className="wishlist-page__add-all" disabled={isAdding} onClick={() => void add(items, 'added-all')}>
            {TEXT.addAll}
          </button>
        </div>
      ) : null}
      <p role="status" className="wishlist-page__status">
        {outcome?.kind === 'added-one' ? TEXT.addedOne : null}
        {outcome?.kind === 'added-all' ? TEXT.addedAll : null}
        {outcome && outcome.kind !== 'failed' ? (
          <>
            {' '}
            <Link to="/cart">{TEXT.viewCart}</Link>
          </>
        ) : null}
      </p>
      {outcome?.kind === 'failed' ? (
        <p role="alert" className="wishlist-page__alert">
          {TEXT.failed}
        </p>
      ) : null}
    </div>
  );
}
