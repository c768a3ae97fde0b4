// A gift voucher as compound parts (spec 3 §5.4): Root (the form; data-rigkit="gift-voucher", data-state idle,
// checking, applied or failed), Code (the labelled code box with the refusal as its error) and Apply.
import { type ReactNode } from 'react';
import { Field } from '../internal/CheckoutField.tsx';
import { giftVoucherMessages as M } from './messages.ts';
import { useGiftVoucher, type GiftVoucherAria, type GiftVoucherProps } from './useGiftVoucher.ts';
import { createPartsContext } from '../internal/createPartsContext.ts';

const [GiftVoucherContext, useGiftVoucherContext] = createPartsContext<GiftVoucherAria>('GiftVoucher');

export interface GiftVoucherComponentProps extends GiftVoucherProps {
  /** Class name of the root element. */
  className?: string;
  /** The parts in the host's own order. @default Code, Apply */
  children?: ReactNode;
}

function Root({ className, children, ...props }: GiftVoucherComponentProps) {
  const voucher = useGiftVoucher(props);
  return (
    <GiftVoucherContext value={voucher}>
      <form
        className={className}
        data-rigkit="gift-voucher"
        data-state={voucher.state}
        data-part="voucher-form"
        aria-busy={voucher.state === 'checking'}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (voucher.state !== 'checking') void voucher.apply();
        }}
      >
        {children ?? (
          <>
            <Code />
            <Apply />
          </>
        )}
      </form>
    </GiftVoucherContext>
  );
}

/** The voucher code, with the spec's refusal as its error message. */
function Code() {
  const { code, setCode, error } = useGiftVoucherContext('Code');
  return <Field name="voucher" label={M.label} value={code} onChange={setCode} error={error} />;
}

/** Apply voucher (submits the form). */
function Apply() {
  useGiftVoucherContext('Apply');
  return (
    <button type="submit" data-part="apply-voucher">
      {M.apply}
    </button>
  );
}

export const GiftVoucher = { Root, Code, Apply };
