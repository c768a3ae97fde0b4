// The payment methods open to this checkout (spec 3 §2.6, §5.4): fetchPaymentMethodsForCustomer's list through the
// domain's rules (a B2B cart only methods usable for delivery, a pickup those usable for pickup), one chosen.
import { useId } from 'react';
import { useControlledState } from 'react-stately/useControlledState';
import { paymentMethodsForCheckout, type PaymentMethod } from '@rigkit/domain/payments';

/** empty when no method may be used, choosing, or chosen. */
export type PaymentMethodsState = 'empty' | 'choosing' | 'chosen';

export interface PaymentMethodsProps {
  /** The customer's methods (fetchPaymentMethodsForCustomer). */
  methods: readonly PaymentMethod[];
  /** A cart with B2B items: only methods usable for delivery (spec 3 §5.4). @default false */
  isB2B?: boolean;
  /** Click and Collect (true) or delivery (false): only the methods usable for it. @default not yet known: either */
  isPickup?: boolean;
  /** The chosen PaymentMethodId (controlled). */
  value?: number | null;
  /** The method chosen at first (uncontrolled). @default the only method when there is one, else none */
  defaultValue?: number | null;
  /** Called with the PaymentMethodId the shopper chooses. */
  onChange?: (paymentMethodId: number) => void;
}

export interface PaymentMethodRow {
  method: PaymentMethod;
  isSelected: boolean;
  select: () => void;
}

export interface PaymentMethodsAria {
  state: PaymentMethodsState;
  /** The radio group's name (one per widget on the page). */
  name: string;
  rows: readonly PaymentMethodRow[];
  /** The chosen method, when it is still open to this checkout. */
  selected: PaymentMethod | null;
}

export function usePaymentMethods(props: PaymentMethodsProps): PaymentMethodsAria {
  const name = useId();
  const listed = paymentMethodsForCheckout(props.methods, { isB2B: props.isB2B ?? false, ...(props.isPickup === undefined ? {} : { isPickup: props.isPickup }) });
  const only = listed.length === 1 ? (listed[0]?.PaymentMethodId ?? null) : null;
  const [value, setValue] = useControlledState<number | null>(props.value as number | null, props.defaultValue === undefined ? only : props.defaultValue);
  const selected = listed.find((method) => method.PaymentMethodId === value) ?? null;
  return {
    state: listed.length === 0 ? 'empty' : selected ? 'chosen' : 'choosing',
    name,
    selected,
    rows: listed.map((method) => ({
      method,
      isSelected: method.PaymentMethodId === value,
      select: () => {
        setValue(method.PaymentMethodId);
        props.onChange?.(method.PaymentMethodId);
      },
    })),
  };
}
