import type { ReactNode } from 'react';
import { useRef } from 'react';
import { Overlay } from 'react-aria/Overlay';
import { useButton } from 'react-aria/useButton';
import type { AriaButtonProps } from 'react-aria/useButton';
import { useDialog } from 'react-aria/useDialog';
import { useModalOverlay } from 'react-aria/useModalOverlay';
import { ADD_TO_EXISTING_ORDER_TEXT as TEXT } from './messages.ts';
import type { AddToExistingOrderAria, AddToExistingOrderProps } from './useAddToExistingOrder.ts';
import { useAddToExistingOrder } from './useAddToExistingOrder.ts';

export interface AddToExistingOrderComponentProps extends AddToExistingOrderProps {
  /** The button's text. @default 'Add to existing order' */
  children?: ReactNode;
  /** Class name of the root element. */
  className?: string;
}

function Button({ children, part, ...props }: AriaButtonProps<'button'> & { part: string }) {
  const ref = useRef<HTMLButtonElement>(null);
  const { buttonProps } = useButton(props, ref);
  return (
    <button {...buttonProps} ref={ref} data-part={part}>
      {children}
    </button>
  );
}

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

/**
 * Add to existing order (spec 2 §4, §5): for stock items when the site flag is on. A guest is asked to log in; a
 * logged-in shopper picks one of the active orders (SalesOrderNumber, SalesOrderDate as dd MMM yyyy) in a modal
 * dialog; the outcome shows after it closes. Unstyled: `data-outcome` on the root, `data-step` on the dialog.
 */
export function AddToExistingOrder(props: AddToExistingOrderComponentProps) {
  const widget = useAddToExistingOrder(props);
  if (!widget.isVisible) return null;
  return (
    <div className={props.className} data-rigkit="add-to-existing-order" data-outcome={widget.outcome}>
      <Button part="open" aria-haspopup="dialog" {...widget.triggerProps}>
        {props.children ?? TEXT.button}
      </Button>
      {widget.overlay.isOpen ? (
        <Overlay>
          <OrderDialog widget={widget} />
        </Overlay>
      ) : null}
      {widget.outcome === 'failed' ? (
        <p role="alert" data-part="outcome">
          {TEXT.failed}
        </p>
      ) : null}
      <p role="status" data-part="status">
        {widget.outcome === 'added' ? TEXT.added : null}
      </p>
    </div>
  );
}
