import type { AddToCartLine } from '@rigkit/domain/cart';
import { AddToCartSources } from '@rigkit/domain/cart';
import { peopleAlsoBoughtSlider } from '@rigkit/domain/product';
import type { TileItem } from '@rigkit/api-client/mappers';
import { useMemo } from 'react';

export interface PeopleAlsoBoughtProps {
  /** The items `getItemGrid` returned for PeopleAlsoBought (spec 2 §7). */
  items: readonly TileItem[];
  /** Called with the line to add (1 unit, AddToCartSource 'peopleAlsoBought') when the shopper quick-adds an item. */
  onAddToCart?: (line: AddToCartLine, item: TileItem) => void | Promise<void>;
}

export interface PeopleAlsoBoughtState {
  /** False with fewer than 2 items: the section is not shown (spec 2 §5, §9). */
  isShown: boolean;
  items: TileItem[];
  slidesPerView: number;
  /** Whether there are more items than one view holds, so the page buttons do something. */
  canPage: boolean;
  /** The tile's Add to Cart handler: one unit with AddToCartSource 'peopleAlsoBought'. */
  addToCart: ((item: TileItem) => void | Promise<void>) | undefined;
}

/**
 * People also bought (spec 2 §2, §5, §9): shown only with at least 2 items, as a slider of 5 per view, each with
 * quick add. The rule (minimum and slides per view) is @rigkit/domain/product's.
 */
export function usePeopleAlsoBought(props: PeopleAlsoBoughtProps): PeopleAlsoBoughtState {
  // The same slides for the same items: the slides' boundary keeps its server HTML while its props stand.
  const slider = useMemo(() => peopleAlsoBoughtSlider(props.items), [props.items]);
  const onAddToCart = props.onAddToCart;
  return {
    isShown: slider !== null,
    items: slider?.items ?? [],
    slidesPerView: slider?.slidesPerView ?? 0,
    canPage: (slider?.items.length ?? 0) > (slider?.slidesPerView ?? 0),
    addToCart: onAddToCart
      ? (item) => onAddToCart({ InventoryItemId: item.InventoryItemId, Quantity: 1, AddToCartSource: AddToCartSources.peopleAlsoBought }, item)
      : undefined,
  };
}
