// The order chooser (spec 2 §4, §5): the modal dialog listing the shopper's active orders. Loaded on demand by
// AddToExistingOrder.tsx (on pointing at, focusing or pressing its button), so product and cart pages do not
// download React Aria's modal overlay up front (issue 6/7 budgets).
import { useRef } from 'react';
import { Overlay } from 'react-aria/Overlay';
import { useDialog } from 'react-aria/useDialog';
import { useModalOverlay } from 'react-aria/useModalOverlay';
import { ActionButton as Button } from './ActionButton.tsx';
import { addToExistingOrderMessages as TEXT } from './messages.ts';
import type { AddToExistingOrderAria } from './useAddToExistingOrder.ts';

function OrderDialog({ widget }: { widget: AddToExistingOrderAria }) {
  const ref = useRef<HTMLDivElement>(null);
  const { modalProps, underlayProps } = useModalOverlay({ isDismissable: widget.step !== 'adding' }, widget.overlay, ref);
  const { dialogProps, titleProps } = useDialog({}, ref);
  return (
    <div {...underlayProps} data-rigkit="add-to-existing-order-dialog" data-state="open">
      <div {...modalProps} {...dialogProps} ref={ref} data-part="dialog" data-step={widget.step} aria-busy={widget.step === 'loading' || widget.step === 'adding'}>
        <h2 {...titleProps} data-part="title">
          {TEXT.dialogTitle}
        </h2>
        {widget.step === 'loading' ? <p data-part="loading">{TEXT.loading}</p> : null}
        {widget.step === 'empty' ? <p data-part="empty">{TEXT.noEligibleOrders}</p> : null}
        {widget.step === 'choosing' || widget.step === 'adding' ? (
          <>
            <p data-part="instructions">{TEXT.chooseOrder}</p>
            <ul data-part="orders">
              {widget.choices.map(({ order, date }) => (
                <li key={order.SalesOrderId} data-part="order">
                  <Button
                    part="choose-order"
                    isDisabled={widget.step === 'adding'}
                    onPress={() => widget.choose(order)}
                  >
                    <span data-part="order-number">{order.SalesOrderNumber}</span>{' '}
                    <span data-part="order-date">{TEXT.orderedOn(date)}</span>
                  </Button>
                </li>
              ))}
            </ul>
          </>
        ) : null}
        {widget.step === 'adding' ? (
          <p role="status" data-part="adding">
            {TEXT.adding}
          </p>
        ) : null}
        <Button part="cancel" isDisabled={widget.step === 'adding'} onPress={widget.overlay.close}>
          {TEXT.cancel}
        </Button>
      </div>
    </div>
  );
}

/** The dialog in its overlay, while open. */
export function OrderDialogOverlay({ widget }: { widget: AddToExistingOrderAria }) {
  return (
    <Overlay>
      <OrderDialog widget={widget} />
    </Overlay>
  );
}
