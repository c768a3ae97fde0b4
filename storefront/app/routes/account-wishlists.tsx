// /account/wishlists (spec 3 §2.1, §2.9, §8, §9; issue 18 item 3): the customer's wishlists in the WishlistList
// widget with Create ("My Wishlist" plus count+1), Try Again reloading the page's data.
import { RigkitApiError } from '@rigkit/api-client';
import { WishlistList } from '@rigkit/react/WishlistList';
import { useRevalidator } from 'react-router';
import type { Route } from './+types/account-wishlists';
import { browserApi } from '../lib/api.client.ts';
import { serverApi } from '../lib/api.server.ts';
import { pageMeta } from '../lib/meta.ts';
import { mustSucceed } from '../lib/mustSucceed.ts';
import { shopperSession } from '../lib/session.server.ts';
// The sheets of what this page draws (root.tsx has the frame's): a page carries only its own rules.
import '../theme/pages/account-wishlists.css';

export async function loader(args: Route.LoaderArgs) {
  const customerGuid = (await shopperSession(args))?.CustomerSessionPreferences.CustomerGuid;
  if (!customerGuid) return { wishlists: [], loadError: null };
  try {
    const { data } = await serverApi(args).client.POST('/fetchWishlists', { body: { CustomerGuid: customerGuid }, signal: args.request.signal });
    if (!data.success) return { wishlists: [], loadError: 'failed' as const };
    return { wishlists: data.data ?? [], loadError: null };
  } catch (error) {
    return { wishlists: [], loadError: error instanceof RigkitApiError && error.status !== undefined ? ('failed' as const) : ('error' as const) };
  }
}

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, { title: 'Wishlists', description: 'Your wishlists.' });
}

export default function AccountWishlists({ loaderData }: Route.ComponentProps) {
  const revalidator = useRevalidator();
  return (
    <div className="account-section">
      <WishlistList
        wishlists={loaderData.wishlists}
        loadError={loaderData.loadError ?? undefined}
        onRefresh={() => void revalidator.revalidate()}
        onCreate={async (name) => {
          const created = await mustSucceed(() => browserApi().POST('/createWishlist', { body: { CustomerWishlistName: name } }));
          await revalidator.revalidate();
          return created;
        }}
      />
    </div>
  );
}
