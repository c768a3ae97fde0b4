import type { components } from '@rigkit/api-client';
import { centsFromDollars, formatPrice } from '@rigkit/domain/money';
import type { FormEvent } from 'react';
import { useRef, useState } from 'react';
import type { AriaButtonProps } from 'react-aria/useButton';
import type { NativeTextFieldAria } from '../internal/useNativeTextField.ts';
import { useNativeTextField } from '../internal/useNativeTextField.ts';
import { useControlledState } from 'react-stately/useControlledState';
import { useFormSubmitProps } from '../internal/useFormSubmitProps.ts';

/** A promotion applied to the cart (spec 1 §3 ShoppingCartPromotions). */
export type CartPromotion = components['schemas']['CartPromotion'];

/** The box's life: waiting for a code, applying it, applied, or refused. */
export type CouponBoxState = 'idle' | 'applying' | 'applied' | 'failed';

export interface CouponBoxProps {
  /** Applies the code to the cart (applyCouponToCart); resolves true when it applied, false when it did not. */
  onApply: (code: string) => Promise<boolean> | boolean;
  /** The code typed (controlled). */
  value?: string;
  /** The code typed first when uncontrolled. @default '' */
  defaultValue?: string;
  /** Called as the shopper types. */
  onChange?: (value: string) => void;
  /** The cart's promotions, listed in the coupon offers panel (ShoppingCartPromotions). @default [] */
  promotions?: readonly CartPromotion[];
}

export interface CouponOfferRow {
  key: string;
  name: string;
  code: string | undefined;
  /** DiscountIncTax formatted, when the promotion has one. */
  saving: string | undefined;
}

export interface CouponBoxAria {
  state: CouponBoxState;
  /** The code that applied last, for the confirmation. */
  appliedCode: string | undefined;
  labelProps: NativeTextFieldAria['labelProps'];
  inputProps: NativeTextFieldAria['inputProps'];
  formProps: { onSubmit: (event: FormEvent<HTMLFormElement>) => void };
  applyButtonProps: AriaButtonProps<'button'>;
  offers: CouponOfferRow[];
}

/** Behaviour of the coupon box (spec 2 §2; spec 1 §8 "Coupon fails"): coupon code is free text (spec 2 §5). */
export function useCouponBox(props: CouponBoxProps): CouponBoxAria {
  const [code, setCode] = useControlledState(props.value as string, props.defaultValue ?? '', props.onChange);
  const [state, setState] = useState<CouponBoxState>('idle');
  const [appliedCode, setAppliedCode] = useState<string>();
  const isApplying = useRef(false);
  const { labelProps, inputProps } = useNativeTextField({ value: code, onChange: setCode, autoComplete: 'off', isReadOnly: state === 'applying' });
  const trimmed = code.trim();

  const apply = async () => {
    if (isApplying.current || trimmed === '') return;
    isApplying.current = true;
    setState('applying');
    let applied: boolean;
    try {
      applied = await props.onApply(trimmed);
    } catch {
      applied = false;
    } finally {
      isApplying.current = false;
    }
    setState(applied ? 'applied' : 'failed');
    if (applied) {
      setAppliedCode(trimmed);
      setCode('');
    }
  };

  return {
    state,
    appliedCode,
    labelProps,
    inputProps,
    formProps: useFormSubmitProps(apply),
    applyButtonProps: { type: 'submit', isDisabled: trimmed === '' || state === 'applying' },
    offers: (props.promotions ?? []).map((promotion) => {
      const savingCents = centsFromDollars(promotion.DiscountIncTax);
      return {
        key: String(promotion.PromotionId),
        name: promotion.PromotionName,
        code: promotion.CouponCode ?? undefined,
        saving: savingCents > 0 ? formatPrice(savingCents) : undefined,
      };
    }),
  };
}
