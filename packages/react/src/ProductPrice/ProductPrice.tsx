import type { ReactNode, Ref } from 'react';
import { useId, useRef } from 'react';
import { VisuallyHidden } from '../internal/VisuallyHidden.tsx';
import { productPriceMessages } from './messages.ts';
import type { ProductPriceAria, ProductPriceProps } from './useProductPrice.ts';
import { useProductPrice } from './useProductPrice.ts';
import { PartButton } from '../internal/PartButton.tsx';

export interface ProductPriceComponentProps extends ProductPriceProps {
  /** The block's element, e.g. for the sticky buy bar to watch when it scrolls out of view. */
  ref?: Ref<HTMLElement>;
  /** Level of the Promotions heading. @default 2 */
  headingLevel?: 2 | 3 | 4 | 5 | 6;
  /** Shown after the buy buttons, e.g. an Add to existing order button. */
  children?: ReactNode;
  /** Class name of the block. */
  className?: string;
}

function Promotions({ view, level }: { view: ProductPriceAria; level: 2 | 3 | 4 | 5 | 6 }) {
  const headingId = useId();
  if (view.promotions.length === 0) return null;
  const Heading = `h${level}` as const;
  return (
    <section aria-labelledby={headingId} data-part="promotions">
      <Heading id={headingId} data-part="promotions-heading">
        {productPriceMessages.promotions}
      </Heading>
      <ul data-part="promotion-list">
        {view.promotions.map((promotion) => (
          <li key={promotion.key} data-part="promotion" data-countdown={promotion.countdown.kind}>
            {promotion.promotionPrice ? (
              <span data-part="promotion-price">
                {productPriceMessages.promotionPrice} {promotion.promotionPrice}
              </span>
            ) : null}
            {promotion.normalPrice ? (
              <span data-part="promotion-normal-price">
                {productPriceMessages.normalPrice} <s>{promotion.normalPrice}</s>
              </span>
            ) : null}
            {promotion.countdown.kind === 'countdown' ? (
              // A timer is not announced on every tick (implicit aria-live off): the shopper reads it when they want.
              <span role="timer" data-part="promotion-countdown">
                {productPriceMessages.endsIn} {promotion.countdown.text}
              </span>
            ) : (
              <span data-part="promotion-countdown">
                {productPriceMessages.runs} {promotion.countdown.text}
              </span>
            )}
            {promotion.hasFreeShipping ? <span data-part="promotion-free-shipping">{productPriceMessages.freeShipping}</span> : null}
            {promotion.fulfillment ? <span data-part="promotion-fulfillment">{promotion.fulfillment}</span> : null}
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * The product page's price block (spec 2 §2 "price, promotions"): the price, the struck retail price and discount
 * line when the saving exceeds 2 %, running promotions with their countdown, the quantity (at most
 * LimitPerTransaction) and the buy button. Unstyled: `data-rigkit="product-price"`, `data-buy-state`,
 * `data-can-buy` and `data-part` names carry its state.
 */
export function ProductPrice({ ref, headingLevel = 2, children, className, ...props }: ProductPriceComponentProps) {
  const buy = useRef<HTMLButtonElement>(null);
  const buyNow = useRef<HTMLButtonElement>(null);
  const quantity = useRef<HTMLInputElement>(null);
  const view = useProductPrice(props, { buy, buyNow, quantity });
  const field = view.quantityField;
  return (
    <section
      ref={ref}
      className={className}
      aria-label={productPriceMessages.price}
      data-rigkit="product-price"
      data-buy-state={view.buyState}
      data-can-buy={view.canBuy ? 'true' : 'false'}
    >
      <p data-part="price">
        <VisuallyHidden elementType="span">{`${productPriceMessages.price} `}</VisuallyHidden>
        <span data-part="current-price">{view.price}</span>
        {view.retailPrice ? (
          <span data-part="retail-price">
            {' '}
            {productPriceMessages.wasPrice} <s>{view.retailPrice}</s>
          </span>
        ) : null}
      </p>
      {view.discountText ? <p data-part="discount">{view.discountText}</p> : null}
      <Promotions view={view} level={headingLevel} />
      <div data-part="purchase">
        <div data-part="quantity">
          <label {...field.labelProps} data-part="quantity-label">
            {productPriceMessages.quantity}
          </label>
          <div {...field.groupProps} data-part="quantity-group">
            <PartButton button={field.decrementButtonProps} part="quantity-decrement">
              −
            </PartButton>
            <input {...field.inputProps} ref={quantity} data-part="quantity-input" />
            <PartButton button={field.incrementButtonProps} part="quantity-increment">
              +
            </PartButton>
          </div>
          <VisuallyHidden {...field.announcementProps} data-part="quantity-announcement">
            {field.announcement}
          </VisuallyHidden>
          {view.limitPerTransaction ? (
            <p data-part="quantity-limit">{productPriceMessages.limitPerTransaction(view.limitPerTransaction)}</p>
          ) : null}
        </div>
        <button {...view.buyButtonProps} ref={buy} data-part="buy">
          {view.buyState === 'adding' ? productPriceMessages.adding : view.buyButtonText}
        </button>
        {view.showsBuyNow ? (
          <button {...view.buyNowButtonProps} ref={buyNow} data-part="buy-now">
            {productPriceMessages.buyNow}
          </button>
        ) : null}
        {children}
      </div>
    </section>
  );
}
