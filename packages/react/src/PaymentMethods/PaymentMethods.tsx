// The payment methods as compound parts: Root (the fieldset and its legend) and Method (one radio with the store's
// name for it). Unstyled: data-rigkit="payment-methods", data-state empty, choosing or chosen; each method
// data-selected and data-method (its PaymentMethodId).
import type { ReactNode } from 'react';
import { createPartsContext } from '../internal/createPartsContext.ts';
import { paymentMethodsMessages as M } from './messages.ts';
import { usePaymentMethods, type PaymentMethodRow, type PaymentMethodsAria, type PaymentMethodsProps } from './usePaymentMethods.ts';

const [PaymentMethodsContext, usePaymentMethodsContext] = createPartsContext<PaymentMethodsAria>('PaymentMethods');

export interface PaymentMethodsComponentProps extends PaymentMethodsProps {
  /** Class name of the root element. */
  className?: string;
  /** The parts in the host's own order. @default a Method per method */
  children?: ReactNode;
}

function Root({ className, children, ...props }: PaymentMethodsComponentProps) {
  const methods = usePaymentMethods(props);
  return (
    <PaymentMethodsContext value={methods}>
      <fieldset className={className} data-rigkit="payment-methods" data-state={methods.state} data-part="payment-methods">
        <legend>{M.legend}</legend>
        {children ?? methods.rows.map((row) => <Method key={row.method.PaymentMethodId} row={row} />)}
        {methods.state === 'empty' ? <p data-part="no-methods">{M.noMethods}</p> : null}
      </fieldset>
    </PaymentMethodsContext>
  );
}

/** One method: a radio named as the store names it. */
function Method({ row }: { row: PaymentMethodRow }) {
  const context = usePaymentMethodsContext('Method');
  return (
    <label data-part="payment-method" data-method={row.method.PaymentMethodId} data-selected={row.isSelected ? '' : undefined}>
      <input type="radio" name={context.name} checked={row.isSelected} onChange={row.select} />
      {row.method.DisplayName}
    </label>
  );
}

export const PaymentMethods = { Root, Method };
