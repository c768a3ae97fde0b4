import type { BuyNowPayLaterMessage } from '@rigkit/domain/cart';
import { buyNowPayLaterMessages, cartShippingEstimate, cartTotals } from '@rigkit/domain/cart';
import { centsFromDollars, formatPrice } from '@rigkit/domain/money';
import { isValidPostcode, POSTCODE_LENGTH, sanitisePostcodeInput } from '@rigkit/domain/validation';
import { useMemo } from 'react';
import type { AriaButtonProps } from 'react-aria/useButton';
import type { NativeTextFieldAria } from '../internal/useNativeTextField.ts';
import { useNativeTextField } from '../internal/useNativeTextField.ts';
import { useControlledState } from 'react-stately/useControlledState';
import type { CartTableLine } from '../CartTable/useCartTable.ts';
import type { CartShippingOption } from './toShippingOption.ts';
import { toShippingOption } from './toShippingOption.ts';

/** The shipping line's state: no postcode yet, an estimate, or none for the postcode given. */
export type CartShippingEstimateState = 'needs-postcode' | 'estimated' | 'unavailable';

/** A promotion applied to the cart (its ShoppingCartPromotions); a cart discount coupon carries DiscountIncTax. */
export interface CartSummaryPromotion {
  PromotionId: number;
  PromotionName: string;
  CouponCode?: string | null;
  DiscountIncTax?: number | null;
}

/** A discount line of the Cart Info panel: what one coupon takes off the items. */
export interface CartSummaryDiscount {
  key: number;
  /** The coupon code, or the promotion's name when it has none. */
  label: string;
  /** The amount off, formatted (positive). */
  amount: string;
}

export interface CartSummaryProps {
  /** The cart's lines; their ExtendedCost adds up to the subtotal. */
  lines: readonly CartTableLine[];
  /** The cart's shipping options for the postcode (ShippingOptions). @default [] */
  shippingOptions?: readonly CartShippingOption[];
  /** The postcode typed (controlled). */
  postcode?: string;
  /** The postcode shown first when uncontrolled, e.g. the session's LocationPostcode. @default '' */
  defaultPostcode?: string;
  /** Called with every change of the box (digits only, at most 4). */
  onPostcodeChange?: (postcode: string) => void;
  /** Called when the box holds a complete 4-digit postcode: fetch the shipping options for it then (fetchShipping). */
  onPostcodeComplete?: (postcode: string) => void;
  /** Called when the shopper presses Checkout. */
  onCheckout?: () => void;
  /** The cart's ShoppingCartPromotions: the DiscountIncTax of each comes off the total. @default [] */
  promotions?: readonly CartSummaryPromotion[];
  /** The cart's ContainsB2B flag (spec 1 §3): a business cart says so. @default false */
  containsB2B?: boolean;
  /** Whether Checkout is unavailable, e.g. while the cart is saving. @default false */
  isCheckoutDisabled?: boolean;
}

export interface CartSummaryAria {
  subtotal: string;
  shippingState: CartShippingEstimateState;
  /** "Free" or the price of the cheapest non-pickup option (spec 2 §9). */
  shippingLabel: string | undefined;
  /** The option the estimate comes from. */
  shippingOption: CartShippingOption | undefined;
  /** The coupons' discounts, one per promotion with an amount off. */
  discounts: CartSummaryDiscount[];
  total: string;
  totalCents: number;
  buyNowPayLater: BuyNowPayLaterMessage[];
  postcodeLabelProps: NativeTextFieldAria['labelProps'];
  postcodeInputProps: NativeTextFieldAria['inputProps'];
  checkoutButtonProps: AriaButtonProps<'button'>;
}

/** Behaviour of the cart's Cart Info panel (spec 2 §2, §9): totals, shipping estimate by postcode, pay-later, Checkout. */
export function useCartSummary(props: CartSummaryProps): CartSummaryAria {
  const [postcode, setPostcode] = useControlledState(props.postcode as string, props.defaultPostcode ?? '', props.onPostcodeChange);
  const { labelProps, inputProps } = useNativeTextField({
      value: postcode,
      onChange: (text) => {
        const next = sanitisePostcodeInput(text);
        setPostcode(next);
        if (next !== postcode && isValidPostcode(next)) props.onPostcodeComplete?.(next);
      },
      inputMode: 'numeric',
      maxLength: POSTCODE_LENGTH,
      autoComplete: 'postal-code',
    });
  const options = props.shippingOptions;
  const estimate = useMemo(() => cartShippingEstimate((options ?? []).map(toShippingOption)), [options]);
  const hasPostcode = isValidPostcode(postcode);
  const shippingState: CartShippingEstimateState = estimate ? 'estimated' : hasPostcode ? 'unavailable' : 'needs-postcode';
  const discounts = (props.promotions ?? [])
    .map((promotion) => ({ promotion, cents: centsFromDollars(promotion.DiscountIncTax ?? 0) }))
    .filter(({ cents }) => cents > 0);
  const totals = cartTotals(
    props.lines.map((line) => ({ ExtendedCost: line.ExtendedCost ?? 0, Quantity: line.Quantity })),
    estimate?.costCents ?? 0,
    discounts.reduce((sum, { cents }) => sum + cents, 0),
  );
  return {
    subtotal: formatPrice(totals.itemsCents),
    shippingState,
    shippingLabel: estimate?.label,
    shippingOption: estimate?.option.source,
    discounts: discounts.map(({ promotion, cents }) => ({ key: promotion.PromotionId, label: promotion.CouponCode || promotion.PromotionName, amount: formatPrice(cents) })),
    total: formatPrice(totals.totalCents),
    totalCents: totals.totalCents,
    buyNowPayLater: buyNowPayLaterMessages(totals.totalCents),
    postcodeLabelProps: labelProps,
    postcodeInputProps: inputProps,
    checkoutButtonProps: {
      type: 'button',
      isDisabled: (props.isCheckoutDisabled ?? false) || props.lines.length === 0,
      onPress: () => props.onCheckout?.(),
    },
  };
}
