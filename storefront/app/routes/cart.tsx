// /cart, /Cart and /NewCart (spec 2 §2 "Cart page"): the item table with kit children, the coupon box, the mouse-mat
// chooser, Cart Info with the shipping estimate by postcode, Add to wishlist, sharing as a /wishlist/{code} link,
// Add to existing order on stock lines, Checkout.
// Every change goes to the server (updateCart, applyCouponToCart), which prices the cart; the table shows what it
// answered, the root loader is revalidated so the header's cart count follows, and other tabs hear of the change.
import type { MouseMatCouponCodes } from '@rigkit/react/MouseMatChooser';
import { productPurchaseActions } from '@rigkit/domain/product';
import { CartSummary } from '@rigkit/react/CartSummary';
import type { CartShippingOption } from '@rigkit/react/CartSummary';
import { CartTable } from '@rigkit/react/CartTable';
import { useCallScope } from '@rigkit/react/CallScope';
import { CouponBox } from '@rigkit/react/CouponBox';
import { MouseMatChooser } from '@rigkit/react/MouseMatChooser';
import { ShareCart } from '@rigkit/react/ShareCart';
import { useState } from 'react';
import { useNavigate, useRevalidator } from 'react-router';
import type { Route } from './+types/cart';
import { AddCartToWishlist } from '../cart/AddCartToWishlist.tsx';
import { CartLineActions } from '../cart/CartLineActions.tsx';
import { kitChildNames } from '../cart/kitChildNames.server.ts';
import { browserApi } from '../lib/api.client.ts';
import { announceSessionChange } from '../lib/crossTab.ts';
import { serverApi } from '../lib/api.server.ts';
import type { ContractCart, ContractCartLine } from '../lib/cartLines.ts';
import { isAbortError } from '@rigkit/api-client';
import { toLineInput } from '@rigkit/api-client/mappers';
import { kitChildItemIds, saveCart } from '../lib/cartLines.ts';
import { pageMeta } from '../lib/meta.ts';
import { productPath } from '@rigkit/domain/paths';
// The sheets of what this page draws (root.tsx has the frame's): a page carries only its own rules.
import '../theme/pages/cart.css';

// The seeded AddItem promotions of the reference store (packages/server/src/seed/promotions.ts, spec 2 §9 prices).
const mouseMatCouponCodes: MouseMatCouponCodes = { standard: 'FREEMAT', large: 'LARGEMAT', wide: 'WIDEMAT', desk: 'DESKMAT' };

export async function loader(args: Route.LoaderArgs) {
  const { client } = serverApi(args);
  const signal = args.request.signal;
  const [cart, session, config] = await Promise.all([
    client.GET('/fetchCart', { signal }).then(({ data }) => data.data ?? { ShoppingCartItems: [] }),
    client.GET('/session/fetchSession', { signal }).then(({ data }) => data.data).catch(() => undefined),
    client.GET('/configMap', { signal }).then(({ data }) => data.data).catch(() => undefined),
  ]);
  return {
    cart,
    childNames: await kitChildNames(client, kitChildItemIds(cart.ShoppingCartItems), signal),
    postcode: session?.CustomerSessionPreferences?.LocationPostcode ?? '',
    isLoggedIn: session?.CustomerSessionPreferences?.IsLoggedIn ?? false,
    // The site flags of spec 2 §5; a store whose configMap is unreadable offers neither.
    isAddToExistingOrderEnabled: config?.enableAddToExistingOrder ?? false,
  };
}

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, { title: 'Cart', canonicalPath: '/cart' });
}

export default function CartPage({ loaderData }: Route.ComponentProps) {
  const revalidator = useRevalidator();
  const navigate = useNavigate();
  // A newer estimate cancels the last one, and leaving the page cancels both.
  const estimates = useCallScope();
  const [cart, setCart] = useState<ContractCart>(loaderData.cart);
  // The loader runs again after our own changes and when another tab announces one: its cart is the newest then.
  const [loadedCart, setLoadedCart] = useState(loaderData.cart);
  if (loadedCart !== loaderData.cart) {
    setLoadedCart(loaderData.cart);
    setCart(loaderData.cart);
  }
  const [shippingOptions, setShippingOptions] = useState<readonly CartShippingOption[]>([]);
  // The postcode of the estimate on show, if any: it is asked again whenever the cart changes.
  const [estimatedPostcode, setEstimatedPostcode] = useState<string | null>(null);
  const [postcode, setPostcode] = useState(loaderData.postcode);
  const lines = cart.ShoppingCartItems;
  const purchaseFlags = { isBuyNowEnabled: false, isAddToExistingOrderEnabled: loaderData.isAddToExistingOrderEnabled };

  // A new cart from the server replaces ours; the header count and any new kit child names come from the loaders.
  const adopt = (next: ContractCart) => {
    setCart(next);
    // The estimate follows the cart: a coupon or a changed line can change what delivery costs (FREESHIP).
    if (estimatedPostcode) void estimateShipping(estimatedPostcode, next.ShoppingCartItems);
    void revalidator.revalidate();
    announceSessionChange();
    return next.ShoppingCartItems;
  };

  const save = async (next: readonly ContractCartLine[]) => adopt(await saveCart(browserApi(), next.map(toLineInput)));

  const applyCoupon = async (code: string) => {
    try {
      const { data } = await browserApi().POST('/applyCouponToCart', { body: { CouponCode: code } });
      if (!data.success || !data.data) return false;
      adopt(data.data.ShoppingCart);
      return true;
    } catch {
      return false;
    }
  };

  const estimateShipping = async (code: string, forLines: readonly ContractCartLine[] = lines) => {
    setEstimatedPostcode(code);
    if (forLines.length === 0) {
      setShippingOptions([]);
      return;
    }
    try {
      const { data } = await browserApi().POST('/fetchShipping', { body: { InventoryItemIds: forLines.map((line) => line.InventoryItemId), PostCode: code }, signal: estimates.next() });
      setShippingOptions(data.data ?? []);
    } catch (error) {
      if (isAbortError(error)) return;
      setShippingOptions([]);
    }
  };

  const share = async () => {
    const client = browserApi();
    const { data } = await client.POST('/createShareableCart', { body: { ShoppingCart: { ShoppingCartItems: lines.map(toLineInput) } } });
    const code = data.data?.Code;
    if (!code) throw new Error('createShareableCart answered without a code');
    const fullUrl = `${window.location.origin}/wishlist/${code}`;
    // A short link when the server gives one; the full address still works when it does not.
    const short = await client
      .POST('/minifyUrl', { body: { OriginalUrl: `/wishlist/${code}` } })
      .then(({ data: minified }) => minified.data?.ShortUrl)
      .catch(() => undefined);
    if (!short) return fullUrl;
    return /^https?:\/\//.test(short) ? short : `${window.location.origin}${short}`;
  };

  return (
    <div className="cart-page">
      <h1>Cart</h1>
      <div className="cart-page__layout">
        <div className="cart-page__lines">
          <CartTable
            lines={lines}
            onLinesChange={(next) => setCart((current) => ({ ...current, ShoppingCartItems: [...next] }))}
            onQuantityChange={(line, quantity) => save(lines.map((other) => (other.LineNumber === line.LineNumber ? { ...other, Quantity: quantity } : other)))}
            onRemove={(line) => save(lines.filter((other) => other.LineNumber !== line.LineNumber))}
            onClearAll={() => save([])}
            onApplyCoupon={applyCoupon}
            lineHref={(line) => productPath(line.InventoryItemId, line.ItemDescription)}
            // Names come from the loader, which runs again after every change.
            kitChildDescription={(child) => loaderData.childNames[child.InventoryItemId]}
            // Stock lines only, when the site flag is on (spec 2 §5); other lines carry no actions wrapper.
            renderLineActions={(line) =>
              productPurchaseActions({ ItemTypeCode: line.ItemTypeCode ?? '' }, purchaseFlags).showsAddToExistingOrder ? (
                <CartLineActions line={line} isLoggedIn={loaderData.isLoggedIn} />
              ) : null
            }
          />
          {lines.length > 0 ? (
            <>
              <CouponBox onApply={applyCoupon} promotions={cart.ShoppingCartPromotions ?? []} headingLevel={2} />
              <MouseMatChooser lines={lines} couponCodes={mouseMatCouponCodes} onApplyOffer={(couponCode) => applyCoupon(couponCode)} />
              <div className="cart-page__keep">
                <AddCartToWishlist lines={lines} isLoggedIn={loaderData.isLoggedIn} client={browserApi} />
                <ShareCart onShare={share} />
              </div>
            </>
          ) : null}
        </div>
        {lines.length > 0 ? (
          <CartSummary
            lines={lines}
            shippingOptions={shippingOptions}
            postcode={postcode}
            onPostcodeChange={setPostcode}
            onPostcodeComplete={(code) => void estimateShipping(code)}
            onCheckout={() => void navigate('/checkout')}
            promotions={cart.ShoppingCartPromotions ?? []}
            containsB2B={cart.ContainsB2B ?? false}
          />
        ) : null}
      </div>
    </div>
  );
}
