import type { AddToCartLine } from '@rigkit/domain/cart';
import { AddToCartSources } from '@rigkit/domain/cart';
import { peopleAlsoBoughtSlider } from '@rigkit/domain/product';
import useEmblaCarousel from 'embla-carousel-react';
import type { RefObject } from 'react';
import { useCallback, useEffect, useState } from 'react';
import type { ButtonAria } from 'react-aria/useButton';
import { useButton } from 'react-aria/useButton';
import type { TileItem } from '../ItemTile/toGridItem.ts';
import { PEOPLE_ALSO_BOUGHT_TEXT } from './messages.ts';

export interface PeopleAlsoBoughtProps {
  /** The items `getItemGrid` returned for PeopleAlsoBought (spec 2 §7). */
  items: readonly TileItem[];
  /** Called with the line to add (1 unit, AddToCartSource 'peopleAlsoBought') when the shopper quick-adds an item. */
  onAddToCart?: (line: AddToCartLine, item: TileItem) => void | Promise<void>;
}

export interface PeopleAlsoBoughtAria {
  /** False with fewer than 2 items: the section is not shown (spec 2 §5, §9). */
  isShown: boolean;
  items: TileItem[];
  slidesPerView: number;
  viewportRef: ReturnType<typeof useEmblaCarousel>[0];
  canScrollPrevious: boolean;
  canScrollNext: boolean;
  previousButtonProps: ButtonAria<object>['buttonProps'];
  nextButtonProps: ButtonAria<object>['buttonProps'];
  /** The tile's Add to Cart handler: one unit with AddToCartSource 'peopleAlsoBought'. */
  addToCart: ((item: TileItem) => void | Promise<void>) | undefined;
}

/**
 * People also bought (spec 2 §2, §5, §9): shown only with at least 2 items, as an embla slider of 5 per view, each
 * with quick add. The rule (minimum and slides per view) is @rigkit/domain/product's.
 */
export function usePeopleAlsoBought(
  props: PeopleAlsoBoughtProps,
  refs: { previous: RefObject<HTMLButtonElement | null>; next: RefObject<HTMLButtonElement | null> },
): PeopleAlsoBoughtAria {
  const slider = peopleAlsoBoughtSlider(props.items);
  const [viewportRef, embla] = useEmblaCarousel({ align: 'start', slidesToScroll: 'auto', containScroll: 'trimSnaps' });
  const [canScrollPrevious, setCanScrollPrevious] = useState(false);
  const [canScrollNext, setCanScrollNext] = useState((slider?.items.length ?? 0) > (slider?.slidesPerView ?? 0));

  const update = useCallback(() => {
    if (!embla) return;
    setCanScrollPrevious(embla.canScrollPrev());
    setCanScrollNext(embla.canScrollNext());
  }, [embla]);
  useEffect(() => {
    if (!embla) return;
    update();
    embla.on('select', update).on('reInit', update);
    return () => {
      embla.off('select', update).off('reInit', update);
    };
  }, [embla, update]);

  const { buttonProps: previousButtonProps } = useButton(
    { type: 'button', 'aria-label': PEOPLE_ALSO_BOUGHT_TEXT.previous, isDisabled: !canScrollPrevious, onPress: () => embla?.scrollPrev() },
    refs.previous,
  );
  const { buttonProps: nextButtonProps } = useButton(
    { type: 'button', 'aria-label': PEOPLE_ALSO_BOUGHT_TEXT.next, isDisabled: !canScrollNext, onPress: () => embla?.scrollNext() },
    refs.next,
  );

  const onAddToCart = props.onAddToCart;
  return {
    isShown: slider !== null,
    items: slider?.items ?? [],
    slidesPerView: slider?.slidesPerView ?? 0,
    viewportRef,
    canScrollPrevious,
    canScrollNext,
    previousButtonProps,
    nextButtonProps,
    addToCart: onAddToCart
      ? (item) => onAddToCart({ InventoryItemId: item.InventoryItemId, Quantity: 1, AddToCartSource: AddToCartSources.peopleAlsoBought }, item)
      : undefined,
  };
}
