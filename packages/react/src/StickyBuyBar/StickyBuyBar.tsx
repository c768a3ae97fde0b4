import type { AddToCartLine } from '@rigkit/domain/cart';
import { AddToCartSources } from '@rigkit/domain/cart';
import { centsFromDollars, formatProductPrice } from '@rigkit/domain/money';
import type { RefObject } from 'react';
import { useRef, useState } from 'react';
import { useNativeButton } from '../internal/useNativeButton.ts';
import { VisuallyHidden } from '../internal/VisuallyHidden.tsx';
import { productPriceMessages } from '../ProductPrice/messages.ts';
import type { ProductPriceItem } from '../ProductPrice/useProductPrice.ts';
import { canBuyProduct } from '../ProductPrice/useProductPrice.ts';
import { stickyBuyBarMessages } from './messages.ts';
import { useStickyBuyBarState } from './useStickyBuyBar.ts';
import { useImageUrl, type ImageUrl } from '../RigkitProvider/RigkitProvider.tsx';

export interface StickyBuyBarProps {
  /** The item as the product-detail call returns it. */
  item: ProductPriceItem & { ItemDescription: string; PrimaryImageId?: number | null };
  /** The price block the bar stands in for; the bar shows while it is scrolled out of view. */
  targetRef: RefObject<HTMLElement | null>;
  /** Builds the image address from its id and width. @default the RigkitProvider's imageUrl */
  imageUrl?: ImageUrl;
  /** Called with the line to add when the shopper presses the bar's buy button; a promise keeps it busy. */
  onAddToCart?: (line: AddToCartLine) => void | Promise<void>;
  /** How many units the button adds, e.g. the price block's quantity. @default 1 */
  quantity?: number;
  /** The moment buying is judged at (dispatch blocks); give the server's time. @default new Date() */
  now?: Date;
  /** Width asked of `imageUrl`. @default 64 */
  imageWidth?: number;
  /** Called when the bar appears or goes away. */
  onVisibleChange?: (isVisible: boolean) => void;
  /** Class name of the bar. */
  className?: string;
}

/**
 * The product page's sticky top bar (spec 2 §2): image, name, price and buy button, shown (`data-state="visible"`)
 * while the price block is scrolled out of view. Hidden, it is inert so its button is not tabbed to twice.
 */
export function StickyBuyBar(props: StickyBuyBarProps) {
  const imageUrl = useImageUrl(props.imageUrl);
  const { item } = props;
  const state = useStickyBuyBarState(props.targetRef, props.onVisibleChange);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const [isAdding, setAdding] = useState(false);
  const [now] = useState(() => props.now ?? new Date());
  const canBuy = canBuyProduct(item, now);
  const width = props.imageWidth ?? 64;
  const onAddToCart = props.onAddToCart;
  const { buttonProps } = useNativeButton(
    {
      type: 'button',
      isDisabled: !canBuy || !onAddToCart || isAdding,
      onPress: async () => {
        if (!onAddToCart) return;
        setAdding(true);
        try {
          await onAddToCart({
            InventoryItemId: item.InventoryItemId,
            Quantity: Math.max(1, props.quantity ?? 1),
            AddToCartSource: item.ItemTypeCode === 'KIT' ? AddToCartSources.viewItemKit : AddToCartSources.viewItemSTK,
          });
        } finally {
          setAdding(false);
        }
      },
    },
    buttonRef,
  );
  const isVisible = state === 'visible';
  return (
    <section
      aria-label={stickyBuyBarMessages.label}
      aria-hidden={isVisible ? undefined : true}
      inert={!isVisible}
      className={props.className}
      data-rigkit="sticky-buy-bar"
      data-state={state}
    >
      {item.PrimaryImageId != null ? (
        <img src={imageUrl(item.PrimaryImageId, width)} alt="" width={width} height={width} loading="lazy" data-part="sticky-image" />
      ) : null}
      <p data-part="sticky-name">{item.ItemDescription}</p>
      <p data-part="sticky-price">
        <VisuallyHidden elementType="span">{stickyBuyBarMessages.price} </VisuallyHidden>
        {formatProductPrice(centsFromDollars(item.CustomerPriceIncTax))}
      </p>
      <button {...buttonProps} ref={buttonRef} data-part="sticky-buy">
        {isAdding ? productPriceMessages.adding : item.BuyButtonText?.trim() || productPriceMessages.addToCart}
      </button>
    </section>
  );
}
