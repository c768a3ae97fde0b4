import type { MouseMatOffer } from '@rigkit/domain/cart';
import { MOUSE_MAT_OFFERS, mouseMatOfferLabel, showsMouseMatChooser } from '@rigkit/domain/cart';
import type { HTMLAttributes } from 'react';
import { useId, useRef, useState } from 'react';
import type { NativeRadio } from '../internal/useNativeRadioGroup.ts';
import { useNativeRadioGroup } from '../internal/useNativeRadioGroup.ts';

/** The chooser's life: nothing chosen yet, the chosen offer's coupon being applied, applied, or refused. */
export type MouseMatChooserState = 'idle' | 'applying' | 'applied' | 'failed';

/** Which offer a coupon code belongs to; the codes come from the promotion set-up, not the spec. */
export type MouseMatCouponCodes = Readonly<Partial<Record<MouseMatOffer['id'], string>>>;

export interface MouseMatChooserProps {
  /** The cart's lines: the chooser hides when one mentions "mousepad" (spec 2 §2). */
  lines: readonly { ItemDescription?: string | null }[];
  /** The coupon code of each offer; an offer without a code is not offered. */
  couponCodes: MouseMatCouponCodes;
  /** Applies the chosen offer's coupon (applyCouponToCart); resolves false when it did not apply. */
  onApplyOffer: (couponCode: string, offer: MouseMatOffer) => Promise<boolean> | boolean;
  /** The chosen offer's id (controlled). */
  value?: MouseMatOffer['id'] | null;
  /** The offer chosen first when uncontrolled. @default null */
  defaultValue?: MouseMatOffer['id'] | null;
  /** Called with the offer the shopper picks. */
  onChange?: (value: MouseMatOffer['id']) => void;
}

export interface MouseMatChoice {
  offer: MouseMatOffer;
  couponCode: string;
  /** "Standard 320x270mm – Free", "Large 450x400mm – $10". */
  label: string;
}

export interface MouseMatChooserAria {
  /** False when a cart line mentions "mousepad" or no offer has a coupon code: render nothing then. */
  isVisible: boolean;
  state: MouseMatChooserState;
  choices: MouseMatChoice[];
  /** The props and state of the radio for one offer id. */
  radio: (value: MouseMatOffer['id']) => NativeRadio;
  radioGroupProps: HTMLAttributes<HTMLElement>;
  labelProps: HTMLAttributes<HTMLElement>;
  descriptionProps: HTMLAttributes<HTMLElement>;
  /** The offer last applied, for the confirmation. */
  appliedOffer: MouseMatOffer | undefined;
}

/** Behaviour of the mouse-mat chooser (spec 2 §2, §9): the four offers as one radio group, each applied by coupon. */
export function useMouseMatChooser(props: MouseMatChooserProps): MouseMatChooserAria {
  const choices = MOUSE_MAT_OFFERS.flatMap((offer): MouseMatChoice[] => {
    const couponCode = props.couponCodes[offer.id];
    return couponCode ? [{ offer, couponCode, label: mouseMatOfferLabel(offer) }] : [];
  });
  const [state, setState] = useState<MouseMatChooserState>('idle');
  const [appliedOffer, setAppliedOffer] = useState<MouseMatOffer>();
  const isApplying = useRef(false);
  const [uncontrolled, setUncontrolled] = useState<string | null>(props.defaultValue ?? null);
  const selected = props.value === undefined ? uncontrolled : props.value;

  const choose = async (id: string) => {
    const choice = choices.find((entry) => entry.offer.id === id);
    if (!choice || isApplying.current || id === selected) return;
    const previous = selected;
    isApplying.current = true;
    setUncontrolled(id);
    setState('applying');
    let applied: boolean;
    try {
      applied = await props.onApplyOffer(choice.couponCode, choice.offer);
    } catch {
      applied = false;
    } finally {
      isApplying.current = false;
    }
    if (applied) {
      setState('applied');
      setAppliedOffer(choice.offer);
      props.onChange?.(choice.offer.id);
    } else {
      // The cart did not take the coupon, so the choice goes back to what the cart holds.
      setState('failed');
      setUncontrolled(previous);
    }
  };

  const labelId = useId();
  const descriptionId = useId();
  const group = useNativeRadioGroup({
    value: selected,
    onChange: (id) => void choose(id),
    isDisabled: state === 'applying',
    orientation: 'vertical',
    'aria-labelledby': labelId,
    'aria-describedby': descriptionId,
  });

  return {
    isVisible: showsMouseMatChooser(props.lines.map((line) => ({ ItemDescription: line.ItemDescription ?? '' }))) && choices.length > 0,
    state,
    choices,
    radio: group.radio,
    radioGroupProps: group.radioGroupProps,
    labelProps: { id: labelId },
    descriptionProps: { id: descriptionId },
    appliedOffer,
  };
}
