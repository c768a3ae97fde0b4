// The checkout upsells' behaviour (spec 3 §4.7): the items the host chose with the domain's checkoutUpsellItemIds
// (at most 4, none already in the cart, by rule priority), each with an Add to cart that reports its own state.
import { CHECKOUT_UPSELL_LIMIT } from '@rigkit/domain/upsells';
import { centsFromDollars, formatPrice } from '@rigkit/domain/money';
import { productPath } from '@rigkit/domain/paths';
import { useState } from 'react';

/** One upsell item, as the catalogue describes it. */
export interface CheckoutUpsellItem {
  InventoryItemId: number;
  ItemDescription: string;
  /** The shopper's price in dollars (CustomerPriceIncTax). */
  CustomerPriceIncTax: number;
}

/** An item's add: not tried, under way, in the cart, or refused. */
export type CheckoutUpsellItemState = 'idle' | 'adding' | 'added' | 'failed';

export interface CheckoutUpsellsProps {
  /** The items to offer; only the first 4 are shown (spec 3 §4.7). */
  items: readonly CheckoutUpsellItem[];
  /** Adds one of the item to the cart (addToCart); rejects when it could not. */
  onAdd: (inventoryItemId: number) => Promise<void>;
}

export interface CheckoutUpsellRow {
  item: CheckoutUpsellItem;
  href: string;
  price: string;
  state: CheckoutUpsellItemState;
  add: () => void;
}

export interface CheckoutUpsellsAria {
  rows: CheckoutUpsellRow[];
}

export function useCheckoutUpsells(props: CheckoutUpsellsProps): CheckoutUpsellsAria {
  const [states, setStates] = useState<ReadonlyMap<number, CheckoutUpsellItemState>>(new Map());
  const setState = (id: number, state: CheckoutUpsellItemState) => setStates((current) => new Map(current).set(id, state));
  return {
    rows: props.items.slice(0, CHECKOUT_UPSELL_LIMIT).map((item) => {
      const state = states.get(item.InventoryItemId) ?? 'idle';
      return {
        item,
        href: productPath(item.InventoryItemId, item.ItemDescription),
        price: formatPrice(centsFromDollars(item.CustomerPriceIncTax)),
        state,
        add: () => {
          if (state === 'adding') return;
          setState(item.InventoryItemId, 'adding');
          props.onAdd(item.InventoryItemId).then(
            () => setState(item.InventoryItemId, 'added'),
            () => setState(item.InventoryItemId, 'failed'),
          );
        },
      };
    }),
  };
}
