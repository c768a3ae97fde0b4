// A gift voucher at payment (spec 3 §5.4): the code's balance from the host (fetchGiftVoucherBalance), then the
// domain's rule (giftVoucherPayment): a voucher already in the payments, or one with no balance or an unknown code,
// is refused with the spec's message; otherwise it pays at most what is owing and the code box empties.
import { useState } from 'react';
import { useControlledState } from 'react-stately/useControlledState';
import { giftVoucherPayment, type PaymentEntry } from '@rigkit/domain/payments';
import { giftVoucherMessages as M } from './messages.ts';

/** idle, checking while the balance is asked for, applied after a voucher was added, or failed with a message. */
export type GiftVoucherState = 'idle' | 'checking' | 'applied' | 'failed';

export interface GiftVoucherProps {
  /** The voucher's balance in dollars, or null when it has none or the code is unknown (fetchGiftVoucherBalance). */
  fetchBalance: (code: string) => Promise<number | null>;
  /** Called with the voucher's payment (method 7, the code as ExternalToken) once it is accepted. */
  onApply: (payment: PaymentEntry) => void;
  /** The payments already made, so one voucher is not used twice. @default [] */
  payments?: readonly PaymentEntry[];
  /** What is still owing in cents: a voucher pays at most this. */
  owingCents: number;
  /** The code typed (controlled). */
  value?: string;
  /** The code at first (uncontrolled). @default '' */
  defaultValue?: string;
  /** Called as the code is typed. */
  onChange?: (code: string) => void;
}

export interface GiftVoucherAria {
  state: GiftVoucherState;
  code: string;
  setCode: (code: string) => void;
  /** The refusal shown under the code, when there is one. */
  error: string | undefined;
  /** Apply: asks for the balance and applies the rule. */
  apply: () => Promise<void>;
}

export function useGiftVoucher(props: GiftVoucherProps): GiftVoucherAria {
  const [code, setCode] = useControlledState(props.value as string, props.defaultValue ?? '', props.onChange);
  const [result, setResult] = useState<{ state: GiftVoucherState; error?: string }>({ state: 'idle' });
  return {
    state: result.state,
    code,
    setCode,
    error: result.error,
    apply: async () => {
      setResult({ state: 'checking' });
      let balance: number | null;
      try {
        balance = await props.fetchBalance(code.trim());
      } catch {
        setResult({ state: 'failed', error: M.unavailable });
        return;
      }
      const applied = giftVoucherPayment({ code, balance, payments: props.payments ?? [], owingCents: props.owingCents });
      if (!applied.ok) {
        setResult({ state: 'failed', error: applied.message });
        return;
      }
      setResult({ state: 'applied' });
      setCode('');
      props.onApply(applied.payment);
    },
  };
}
