import type { ReactNode } from 'react';
import { lazyPart, useLazyPart } from '../internal/lazyPart.ts';
import { ActionButton as Button } from './ActionButton.tsx';
import { addToExistingOrderMessages as TEXT } from './messages.ts';
import type { AddToExistingOrderProps } from './useAddToExistingOrder.ts';
import { useAddToExistingOrder } from './useAddToExistingOrder.ts';

// The order dialog loads on demand: when the button is pointed at or focused, or the dialog opens.
const dialogPart = lazyPart(() => import('./OrderDialog.tsx'));
const preloadDialog = () => void dialogPart.load();

export interface AddToExistingOrderComponentProps extends AddToExistingOrderProps {
  /** The button's text. @default 'Add to existing order' */
  children?: ReactNode;
  /** Class name of the root element. */
  className?: string;
}

/**
 * Add to existing order (spec 2 §4, §5): for stock items when the site flag is on. A guest is asked to log in; a
 * logged-in shopper picks one of the active orders (SalesOrderNumber, SalesOrderDate as dd MMM yyyy) in a modal
 * dialog; the outcome shows after it closes. Unstyled: `data-outcome` on the root, `data-step` on the dialog.
 */
export function AddToExistingOrder(props: AddToExistingOrderComponentProps) {
  const widget = useAddToExistingOrder(props);
  const dialog = useLazyPart(dialogPart, widget.overlay.isOpen);
  if (!widget.isVisible) return null;
  return (
    <div className={props.className} data-rigkit="add-to-existing-order" data-outcome={widget.outcome}>
      <Button part="open" aria-haspopup="dialog" {...widget.triggerProps} onIntent={preloadDialog}>
        {props.children ?? TEXT.button}
      </Button>
      {widget.overlay.isOpen && dialog ? <dialog.OrderDialogOverlay widget={widget} /> : null}
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
