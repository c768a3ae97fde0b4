// Buy Now and Add to existing order under the standard page's price (spec 2 §5: "Buy Now and Add to existing order
// buttons depend on site configuration flags and apply to stock items only"; spec 2 §2 "/checkout: used by Buy Now").
// Buy Now adds one unit and opens checkout; Add to existing order adds one unit to an order the customer chooses.
// Neither shows for an item that cannot be ordered now (purchaseActions.ts).
import { AddToExistingOrder } from '@rigkit/react/AddToExistingOrder';
import { useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { addLineToOrder, existingOrderCheckoutPath, loadActiveOrders, type ActiveOrder } from '../cart/activeOrders.ts';
import { browserApi } from '../lib/api.client.ts';
import { addOneItemToCart } from '../lib/cart.client.ts';
import { standardPurchaseActions } from './purchaseActions.ts';
import type { ItemDetail, PurchaseSettings } from './types.ts';

export const PURCHASE_TEXT = { buyNow: 'Buy Now' } as const;

function BuyNowButton({ item }: { item: ItemDetail }) {
  const navigate = useNavigate();
  const [isBuying, setBuying] = useState(false);
  const buyNow = async () => {
    setBuying(true);
    try {
      await addOneItemToCart(item.InventoryItemId, 'viewItemSTK');
      await navigate('/checkout');
    } finally {
      setBuying(false);
    }
  };
  return (
    <button type="button" onClick={() => void buyNow()} disabled={isBuying} data-part="buy-now" data-state={isBuying ? 'busy' : 'idle'}>
      {PURCHASE_TEXT.buyNow}
    </button>
  );
}

export function PurchaseActions({ item, purchase, now }: { item: ItemDetail; purchase: PurchaseSettings; now: Date }) {
  const navigate = useNavigate();
  const location = useLocation();
  const [addedTo, setAddedTo] = useState<ActiveOrder>();
  const actions = standardPurchaseActions(item, purchase, now);
  if (!actions.showsBuyNow && !actions.showsAddToExistingOrder) return null;
  return (
    <div className="product-purchase-actions">
      {actions.showsBuyNow ? <BuyNowButton item={item} /> : null}
      {actions.showsAddToExistingOrder ? (
        <AddToExistingOrder
          item={item}
          isLoggedIn={purchase.isLoggedIn}
          onLoginRequest={() => void navigate(`/Login?redirect=${encodeURIComponent(location.pathname)}`)}
          loadOrders={() => {
            setAddedTo(undefined);
            return loadActiveOrders(browserApi());
          }}
          onAddToOrder={async (order) => {
            const added = await addLineToOrder(browserApi(), order, { InventoryItemId: item.InventoryItemId, Quantity: 1 });
            setAddedTo(added ? order : undefined);
            return added;
          }}
        />
      ) : null}
      {addedTo ? <Link to={existingOrderCheckoutPath(addedTo)}>{`Go to order ${addedTo.SalesOrderNumber}` /* designed, as on the cart page */}</Link> : null}
    </div>
  );
}
