// /account/wishlist/:wishlistId (spec 3 §2.1, §4.8, §5.5, §6, §8; issue 18 item 3): one wishlist in the WishlistDetail
// widget. Its owner edits it (every change through the typed client, the page reloaded after a removal); a wishlist
// that is not the customer's and not public, or does not exist, says "Wishlist not found" with a 404.
import { RigkitApiError } from '@rigkit/api-client';
import { WishlistDetail, wishlistDetailMessages } from '@rigkit/react/WishlistDetail';
import { data, Link, useRevalidator } from 'react-router';
import type { Route } from './+types/account-wishlist';
import { SHARE_CODE_PATTERN, wishlistItemToLineInput } from '../cart/sharedCart.ts';
import { browserApi } from '../lib/api.client.ts';
import { serverApi } from '../lib/api.server.ts';
import { addToCart } from '../lib/cartLines.ts';
import { announceSessionChange } from '../lib/crossTab.ts';
import { pageMeta } from '../lib/meta.ts';
import { mustSucceed } from '../lib/mustSucceed.ts';
// The sheet of what this page draws (root.tsx has the frame's): a page carries only its own rules.
import '../theme/widgets/wishlists.css';

const backToWishlists = 'All wishlists'; // designed

export async function loader(args: Route.LoaderArgs) {
  const guid = args.params.wishlistId;
  const missing = () => data({ wishlist: null, items: [] }, { status: 404 });
  if (!SHARE_CODE_PATTERN.test(guid)) return missing();
  const { client } = serverApi(args);
  const body = { WishlistGuid: guid };
  const signal = args.request.signal;
  try {
    const [information, items] = await Promise.all([client.POST('/fetchWishlistInformation', { body, signal }), client.POST('/fetchWishlistItems', { body, signal })]);
    if (!information.data.data) return missing();
    return { wishlist: information.data.data, items: items.data.data?.Results ?? [] };
  } catch (error) {
    if (error instanceof RigkitApiError && (error.status === 404 || error.status === 401)) return missing();
    throw error;
  }
}

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, { title: args.loaderData?.wishlist?.CustomerWishlistName ?? wishlistDetailMessages.notFound, description: 'A wishlist.' });
}

export default function AccountWishlist({ loaderData }: Route.ComponentProps) {
  const revalidator = useRevalidator();
  const { wishlist, items } = loaderData;
  if (!wishlist) {
    return (
      <section className="account-section">
        <p role="alert">{wishlistDetailMessages.notFound}</p>
        <Link to="/account/wishlists">{backToWishlists}</Link>
      </section>
    );
  }
  const WishlistGuid = wishlist.WishlistGuid;
  return (
    <section className="account-section">
      <WishlistDetail
        key={WishlistGuid}
        wishlist={wishlist}
        items={items}
        onRename={(newName) => mustSucceed(() => browserApi().POST('/updateWishlistName', { body: { WishlistGuid, newName } }))}
        onDelete={() => mustSucceed(() => browserApi().POST('/deleteWishlist', { body: { WishlistGuid } }))}
        onPublicChange={(IsPublic) => mustSucceed(() => browserApi().POST('/updateWishlistPublic', { body: { WishlistGuid, IsPublic } }))}
        onQuantityChange={async (item, Quantity) => {
          await mustSucceed(() => browserApi().POST('/updateWishlistItem', { body: { WishlistGuid, CustomerWishlistItemId: item.CustomerWishlistItemId, Quantity } }));
          void revalidator.revalidate();
        }}
        onRemoveItem={async (item) => {
          await mustSucceed(() => browserApi().POST('/deleteWishlistItem', { body: { WishlistGuid, CustomerWishlistItemId: item.CustomerWishlistItemId } }));
          await revalidator.revalidate();
        }}
        onAddToCart={async (added) => {
          await addToCart(browserApi(), added.map(wishlistItemToLineInput));
          announceSessionChange();
          void revalidator.revalidate();
        }}
        onShare={async () => {
          // The public address anyone can open (spec 2 §2 /wishlist/{code}), shortened (spec 3 §6, §7 minifyUrl).
          const path = `/wishlist/${WishlistGuid}`;
          const short = await mustSucceed(() => browserApi().POST('/minifyUrl', { body: { OriginalUrl: path } }));
          await navigator.clipboard.writeText(new URL(short?.ShortUrl ?? path, window.location.origin).href);
        }}
      />
      <Link to="/account/wishlists" className="account-section__back">
        {backToWishlists}
      </Link>
    </section>
  );
}
