import { cartShippingEstimate } from '@rigkit/domain/cart';
import { centsFromDollars, formatProductPrice } from '@rigkit/domain/money';
import type { ShippingOptionGroup } from '@rigkit/domain/shipping';
import { isPickupShippingOption, isSameDayShippingOption, shippingOptionGroup, sortUberStyleFirst } from '@rigkit/domain/shipping';
import { isValidPostcode, POSTCODE_MESSAGES, sanitisePostcodeInput } from '@rigkit/domain/validation';
import { useRef, useState } from 'react';
import type { NativeTextFieldAria } from '../internal/useNativeTextField.ts';
import { useNativeTextField } from '../internal/useNativeTextField.ts';
import { useControlledState } from 'react-stately/useControlledState';
import { productAvailabilityMessages } from './messages.ts';
import type { ProductShippingOption } from './shippingOption.ts';
// The kit's one contract-to-domain adapter for shipping options (CartSummary's), so cart and product page agree.
import { toShippingOption } from '../CartSummary/toShippingOption.ts';

/** Where the shipping lookup stands: nothing asked yet, waiting, options shown, or the lookup failed. */
export type ShippingLookupState = 'idle' | 'loading' | 'loaded' | 'error';

export interface ShippingByPostcodeProps {
  /** The postcode (controlled). */
  postcode?: string;
  /** The postcode to start with when uncontrolled, e.g. the session's LocationPostcode. @default '' */
  defaultPostcode?: string;
  /** Called with each complete 4-digit postcode; returns that postcode's shipping options (`fetchShipping`). */
  onPostcodeChange?: (postcode: string) => readonly ProductShippingOption[] | Promise<readonly ProductShippingOption[]>;
  /** Options already known for the starting postcode (e.g. from the server loader). */
  defaultShippingOptions?: readonly ProductShippingOption[];
}

export interface ShippingOptionView {
  key: number;
  name: string;
  /** "Free" at no cost, else the price without ".00" (product page prices, spec 2 §9). */
  price: string;
  group: ShippingOptionGroup;
  isPickup: boolean;
  isSameDay: boolean;
  /** The cheapest delivery option (pickup ignored, spec 2 §9). */
  isCheapest: boolean;
  warehouseName: string | undefined;
  comment: string | undefined;
}

export interface ShippingByPostcodeAria {
  postcode: string;
  lookupState: ShippingLookupState;
  options: ShippingOptionView[];
  /** "Postcode must be 4 digits" after the shopper leaves an incomplete postcode. */
  errorMessage: string | undefined;
  field: NativeTextFieldAria;
  /** Asks again for the current postcode's options after a failed lookup. */
  retry: () => void;
}

function optionViews(options: readonly ProductShippingOption[]): ShippingOptionView[] {
  const listed = sortUberStyleFirst(options.map(toShippingOption).filter((option) => option.ShowOnWebsite));
  const cheapest = cartShippingEstimate(listed)?.option;
  return listed.map((option) => {
    const cents = centsFromDollars(option.TotalCostIncTax);
    return {
      key: option.ShippingMethodId,
      name: option.DisplayName,
      price: cents <= 0 ? productAvailabilityMessages.free : formatProductPrice(cents),
      group: shippingOptionGroup(option),
      isPickup: isPickupShippingOption(option),
      isSameDay: isSameDayShippingOption(option),
      isCheapest: option === cheapest,
      warehouseName: option.WarehouseName?.trim() || undefined,
      comment: option.AvailabilityComment?.trim() || undefined,
    };
  });
}

/**
 * Shipping by postcode on the product page (spec 2 §2 "availability and shipping", §7 fetchShipping): a postcode box
 * that keeps 4 digits (spec 1 §5) and asks for options once all 4 are there; the options ordered Uber-style first,
 * the cheapest delivery marked, each in its group (spec 2 §9).
 */
export function useShippingByPostcode(props: ShippingByPostcodeProps): ShippingByPostcodeAria {
  const [postcode, setPostcode] = useControlledState(props.postcode, props.defaultPostcode ?? '');
  const [options, setOptions] = useState<readonly ProductShippingOption[]>(props.defaultShippingOptions ?? []);
  const [lookupState, setLookupState] = useState<ShippingLookupState>(props.defaultShippingOptions ? 'loaded' : 'idle');
  const [isTouched, setTouched] = useState(false);
  // Only the latest postcode's answer is shown when the shopper types faster than the lookups return.
  const latest = useRef(0);

  const lookUp = async (value: string) => {
    if (!props.onPostcodeChange) return;
    const call = ++latest.current;
    setLookupState('loading');
    try {
      const found = await props.onPostcodeChange(value);
      if (call !== latest.current) return;
      setOptions(found);
      setLookupState('loaded');
    } catch {
      if (call === latest.current) setLookupState('error');
    }
  };

  const showsError = isTouched && postcode !== '' && !isValidPostcode(postcode);
  const errorMessage = showsError ? POSTCODE_MESSAGES.invalidPostcode : undefined;
  const field = useNativeTextField({
    hasDescription: true,
    value: postcode,
    inputMode: 'numeric',
    autoComplete: 'postal-code',
    maxLength: 4,
    isInvalid: showsError,
    onChange: (text) => {
      const next = sanitisePostcodeInput(text);
      if (next === postcode) return;
      setPostcode(next);
      if (isValidPostcode(next)) {
        void lookUp(next);
        return;
      }
      // Options belong to the postcode they were asked for: an incomplete one shows none, and an answer still on
      // its way for the old postcode is dropped.
      latest.current += 1;
      setLookupState('idle');
    },
    onBlur: () => setTouched(true),
  });

  return {
    postcode,
    lookupState,
    options: lookupState === 'loaded' ? optionViews(options) : [],
    errorMessage,
    field,
    retry: () => {
      if (isValidPostcode(postcode)) void lookUp(postcode);
    },
  };
}
