// A cart line's own actions (spec 2 §2 "Cart page", §4): Add to existing order; the page offers it on stock lines when
// the site flag is on (spec 2 §5). A guest is sent to log in and comes back to the cart; after an add, the order's checkout is one link
// away (spec 2 §2 "/checkout/{document guid}: after adding an item to an existing order").
import { AddToExistingOrder } from '@rigkit/react/AddToExistingOrder';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { browserApi } from '../lib/api.client.ts';
import type { ContractCartLine } from '../lib/cartLines.ts';
import type { ActiveOrder } from './activeOrders.ts';
import { addLineToOrder, existingOrderCheckoutPath, loadActiveOrders } from './activeOrders.ts';

export interface CartLineActionsProps {
  line: ContractCartLine;
  isLoggedIn: boolean;
}

/** Where a guest goes to log in before adding to an order, returning to the cart afterwards. */
export const CART_LOGIN_PATH = '/Login?redirect=%2Fcart';

export function CartLineActions({ line, isLoggedIn }: CartLineActionsProps) {
  const navigate = useNavigate();
  const [addedTo, setAddedTo] = useState<ActiveOrder>();
  return (
    <>
      <AddToExistingOrder
        item={{ ItemTypeCode: line.ItemTypeCode ?? '' }}
        isLoggedIn={isLoggedIn}
        onLoginRequest={() => void navigate(CART_LOGIN_PATH)}
        loadOrders={() => {
          setAddedTo(undefined);
          return loadActiveOrders(browserApi());
        }}
        onAddToOrder={async (order) => {
          const added = await addLineToOrder(browserApi(), order, line);
          setAddedTo(added ? order : undefined);
          return added;
        }}
      />
      {addedTo ? (
        <Link to={existingOrderCheckoutPath(addedTo)} className="cart-line-actions__order-link">
          {`Go to order ${addedTo.SalesOrderNumber}` /* designed */}
        </Link>
      ) : null}
    </>
  );
}
