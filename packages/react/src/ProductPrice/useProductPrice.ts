import type { components } from '@rigkit/api-client';
import type { PromotionCountdown } from '@rigkit/domain/availability';
import { itemOrderingNotice, promotionCountdown } from '@rigkit/domain/availability';
import type { AddToCartLine } from '@rigkit/domain/cart';
import { AddToCartSources, MAXIMUM_LINE_QUANTITY } from '@rigkit/domain/cart';
import { centsFromDollars, formatProductPrice, isDiscountShown, retailCents, savingCents, savingPercent } from '@rigkit/domain/money';
import type { ProductPurchaseFlags } from '@rigkit/domain/product';
import { productPurchaseActions } from '@rigkit/domain/product';
import { parseAwstDateTime } from '@rigkit/domain/region';
import type { RefObject } from 'react';
import { useState } from 'react';
import type { ButtonAria } from 'react-aria/useButton';
import { useNativeButton } from '../internal/useNativeButton.ts';
import { useTickingNow } from '../internal/useTickingNow.ts';
import { productPriceMessages } from './messages.ts';
import type { QuantityFieldAria } from '../internal/useQuantityField.ts';
import { useQuantityField } from '../internal/useQuantityField.ts';

type ItemDetail = components['schemas']['ItemDetail'];

/** The item fields the price block reads (spec 2 §3 "Item (detail)"). */
export type ProductPriceItem = Pick<
  ItemDetail,
  | 'InventoryItemId'
  | 'ItemTypeCode'
  | 'CustomerPriceIncTax'
  | 'RetailPriceIncTax'
  | 'RRPPriceIncTax'
  | 'BuyButtonText'
  | 'LimitPerTransaction'
  | 'PromotionInformation'
  | 'AvailableOnline'
  | 'Availabilities'
  | 'BlockSalesOrdersUntil'
  | 'FreeShipping'
>;

/** The buy button's life: idle, or waiting for `onAddToCart` (or `onBuyNow`) to settle. */
export type ProductBuyState = 'idle' | 'adding';

export interface ProductPriceProps {
  /** The item as the product-detail call returns it. */
  item: ProductPriceItem;
  /** The moment the block is first drawn at; give the server's time so server and browser render alike. @default new Date() */
  now?: Date;
  /** The clock the promotion countdown reads on every tick. @default () => new Date() */
  clock?: () => Date;
  /** Called with the line to add when the shopper presses the buy button; a promise keeps the button busy. */
  onAddToCart?: (line: AddToCartLine) => void | Promise<void>;
  /** Called with the line when the shopper presses Buy Now (shown only for stock items when the site flag is on). */
  onBuyNow?: (line: AddToCartLine) => void | Promise<void>;
  /** The site's Buy Now and Add to existing order flags (spec 2 §5). @default both off */
  purchaseFlags?: ProductPurchaseFlags;
  /** The quantity (controlled). */
  quantity?: number;
  /** The quantity to start with when uncontrolled. @default 1 */
  defaultQuantity?: number;
  /** Called when the shopper changes the quantity. */
  onQuantityChange?: (quantity: number) => void;
}

/** One running promotion of the item, ready to show. */
export interface ProductPromotionView {
  key: string;
  /** PromotionPrice formatted, or undefined when the promotion has none. */
  promotionPrice: string | undefined;
  /** NormalPrice formatted, or undefined. */
  normalPrice: string | undefined;
  countdown: Exclude<PromotionCountdown, { kind: 'ended' }>;
  hasFreeShipping: boolean;
  fulfillment: string | undefined;
}

export interface ProductPriceAria {
  /** The price the shopper pays, without ".00" for whole dollars (spec 2 §9). */
  price: string;
  /** The retail price struck through; only with a discount line. */
  retailPrice: string | undefined;
  /** "Save $50 (6%)", only when the saving exceeds 2 % of retail (spec 2 §9). */
  discountText: string | undefined;
  promotions: ProductPromotionView[];
  buyButtonText: string;
  canBuy: boolean;
  buyState: ProductBuyState;
  buyButtonProps: ButtonAria<object>['buttonProps'];
  showsBuyNow: boolean;
  buyNowButtonProps: ButtonAria<object>['buttonProps'];
  quantity: number;
  /** LimitPerTransaction when the item has one. */
  limitPerTransaction: number | undefined;
  quantityField: QuantityFieldAria;
}

/**
 * Whether the item can be bought now: it is available online (no "not available to order" / "SOLD OUT" notice) and
 * no BlockSalesOrdersUntil date lies ahead ("Cannot be ordered until {date}"), both rules of
 * @rigkit/domain/availability. Shared with the sticky buy bar.
 */
export function canBuyProduct(
  item: Pick<ProductPriceItem, 'AvailableOnline' | 'Availabilities' | 'BlockSalesOrdersUntil'>,
  now: Date,
): boolean {
  return itemOrderingNotice({ AvailableOnline: item.AvailableOnline ?? null, Availabilities: item.Availabilities ?? [], BlockSalesOrdersUntil: item.BlockSalesOrdersUntil ?? null }, now) === undefined;
}

const hasTimer = (promotions: readonly ProductPromotionView[]) => promotions.some((promotion) => promotion.countdown.kind === 'countdown');

function promotionViews(item: ProductPriceItem, now: Date): ProductPromotionView[] {
  const views: ProductPromotionView[] = [];
  for (const [index, promotion] of (item.PromotionInformation ?? []).entries()) {
    const start = parseAwstDateTime(promotion.PromotionStartTime);
    const finish = parseAwstDateTime(promotion.PromotionFinishTime);
    // Designed: a promotion that has not started yet, or has no readable finish, is not shown; one that has ended
    // neither (the domain countdown says "Ended").
    if (!finish || (start && start.getTime() > now.getTime())) continue;
    const countdown = promotionCountdown(finish, now);
    if (countdown.kind === 'ended') continue;
    views.push({
      key: `${index}-${promotion.PromotionFinishTime ?? ''}`,
      promotionPrice: promotion.PromotionPrice == null ? undefined : formatProductPrice(centsFromDollars(promotion.PromotionPrice)),
      normalPrice: promotion.NormalPrice == null ? undefined : formatProductPrice(centsFromDollars(promotion.NormalPrice)),
      countdown,
      hasFreeShipping: promotion.FreeShipping === true,
      fulfillment: promotion.PromotionFulfillment?.trim() || undefined,
    });
  }
  return views;
}

/**
 * Behaviour and texts of the product page's price block (spec 2 §2, §4, §9): price without ".00", struck retail
 * and the discount line above 2 %, promotions with the per-second countdown under 14 days, the quantity limited by
 * LimitPerTransaction, and the buy button with BuyButtonText. Every rule comes from @rigkit/domain.
 */
export function useProductPrice(
  props: ProductPriceProps,
  refs: { buy: RefObject<HTMLButtonElement | null>; buyNow: RefObject<HTMLButtonElement | null>; quantity: RefObject<HTMLInputElement | null> },
): ProductPriceAria {
  const { item } = props;
  // The countdown runs per second while a promotion ends within 14 days (spec 2 §4).
  const now = useTickingNow((at) => hasTimer(promotionViews(item, at)), props.now, props.clock);
  const [buyState, setBuyState] = useState<ProductBuyState>('idle');
  const promotions = promotionViews(item, now);

  const priceCents = centsFromDollars(item.CustomerPriceIncTax);
  // The detail item's retail reference is the higher of its RRP and its retail price (the tile rule with
  // RetailPriceIncTax in place of NormalPrice).
  const retail = retailCents({ CustomerPriceIncTax: item.CustomerPriceIncTax, RRPPriceIncTax: item.RRPPriceIncTax ?? null, NormalPrice: item.RetailPriceIncTax ?? null });
  const showsDiscount = isDiscountShown(priceCents, retail);

  // A line holds at most the domain's MAXIMUM_LINE_QUANTITY; an item's own LimitPerTransaction may be lower.
  const itemLimit = item.LimitPerTransaction != null && item.LimitPerTransaction > 0 ? item.LimitPerTransaction : undefined;
  const limit = Math.min(MAXIMUM_LINE_QUANTITY, itemLimit ?? MAXIMUM_LINE_QUANTITY);
  const quantityField = useQuantityField(
    {
      label: productPriceMessages.quantity,
      minValue: 1,
      maxValue: limit,
      value: props.quantity,
      defaultValue: props.defaultQuantity ?? 1,
      onChange: (value: number) => {
        if (Number.isFinite(value)) props.onQuantityChange?.(value);
      },
    },
    refs.quantity,
  );
  const rawQuantity = Number.isFinite(quantityField.numberValue) ? quantityField.numberValue : 1;
  const quantity = Math.min(Math.max(1, Math.round(rawQuantity)), limit);

  const canBuy = canBuyProduct(item, now);
  const line = (): AddToCartLine => ({
    InventoryItemId: item.InventoryItemId,
    Quantity: quantity,
    AddToCartSource: item.ItemTypeCode === 'KIT' ? AddToCartSources.viewItemKit : AddToCartSources.viewItemSTK,
  });
  const run = async (action: ((line: AddToCartLine) => void | Promise<void>) | undefined) => {
    if (!action) return;
    setBuyState('adding');
    try {
      await action(line());
    } finally {
      setBuyState('idle');
    }
  };
  const { buttonProps: buyButtonProps } = useNativeButton(
    { type: 'button', isDisabled: !canBuy || !props.onAddToCart || buyState === 'adding', onPress: () => run(props.onAddToCart) },
    refs.buy,
  );
  const showsBuyNow =
    props.onBuyNow !== undefined &&
    productPurchaseActions(item, props.purchaseFlags ?? { isBuyNowEnabled: false, isAddToExistingOrderEnabled: false }).showsBuyNow;
  const { buttonProps: buyNowButtonProps } = useNativeButton(
    { type: 'button', isDisabled: !canBuy || buyState === 'adding', onPress: () => run(props.onBuyNow) },
    refs.buyNow,
  );

  return {
    price: formatProductPrice(priceCents),
    retailPrice: showsDiscount ? formatProductPrice(retail) : undefined,
    discountText: showsDiscount
      ? productPriceMessages.saving(formatProductPrice(savingCents(priceCents, retail)), savingPercent(priceCents, retail))
      : undefined,
    promotions,
    buyButtonText: item.BuyButtonText?.trim() || productPriceMessages.addToCart,
    canBuy,
    buyState,
    buyButtonProps,
    showsBuyNow,
    buyNowButtonProps,
    quantity,
    limitPerTransaction: itemLimit,
    quantityField,
  };
}
