import type { components } from '@rigkit/api-client';
import { ACCOUNT_DATE_TIME_ZONE, formatAccountDate } from '@rigkit/domain/account';
import type { ProductPurchaseFlags } from '@rigkit/domain/product';
import { productPurchaseActions } from '@rigkit/domain/product';
import { useEffect, useRef, useState } from 'react';
import type { AriaButtonProps } from 'react-aria/useButton';
import type { OverlayTriggerState } from 'react-stately/useOverlayTriggerState';
import { useOverlayTriggerState } from 'react-stately/useOverlayTriggerState';
import { usePopupLockout } from '../internal/usePopupLockout.ts';

/** An order an item can still be added to (spec 2 §3 "Active order"). */
export type ActiveOrder = components['schemas']['ActiveOrder'];

/** The dialog's content: fetching the orders, the list to choose from, none eligible, or the add under way. */
export type AddToExistingOrderStep = 'loading' | 'choosing' | 'empty' | 'adding';

/** The last add's outcome, shown after the dialog closes: 'Item added to order' or 'Unable to add item to order'. */
export type AddToExistingOrderOutcome = 'added' | 'failed';

export interface AddToExistingOrderProps {
  /** The item on the page: the action applies to stock (STK) items only (spec 2 §5). */
  item: { ItemTypeCode: string };
  /** The site configuration flag for Add to existing order. @default true */
  isEnabled?: boolean;
  /** Whether the shopper is logged in; a guest is asked to log in first (spec 2 §4). */
  isLoggedIn: boolean;
  /** Called when a guest presses the button: show the login. */
  onLoginRequest: () => void;
  /** Fetches the shopper's active orders (orders/returnActiveOrders). */
  loadOrders: () => Promise<readonly ActiveOrder[]>;
  /** Adds the item to the chosen order (orders/addItemToActiveSalesOrder); resolves false when it was not added. */
  onAddToOrder: (order: ActiveOrder) => Promise<boolean> | boolean;
  /** Whether the dialog is open (controlled). */
  isOpen?: boolean;
  /** Whether the dialog starts open when uncontrolled. @default false */
  defaultOpen?: boolean;
  /** Called when the dialog opens or closes. */
  onOpenChange?: (isOpen: boolean) => void;
  /** Time zone order dates are shown in, as dd MMM yyyy. @default 'Australia/Perth' */
  timeZone?: string;
}

export interface ActiveOrderChoice {
  order: ActiveOrder;
  /** SalesOrderDate as dd MMM yyyy ("20 Nov 2026"). */
  date: string;
}

export interface AddToExistingOrderAria {
  /** False for items other than stock items, or when the site flag is off: render nothing. */
  isVisible: boolean;
  overlay: OverlayTriggerState;
  step: AddToExistingOrderStep;
  choices: ActiveOrderChoice[];
  /** The order being added to, while adding. */
  pendingOrder: ActiveOrder | undefined;
  outcome: AddToExistingOrderOutcome | undefined;
  triggerProps: AriaButtonProps<'button'>;
  choose: (order: ActiveOrder) => void;
}

/**
 * Add to existing order (spec 2 §4): a guest is asked to log in; a logged-in shopper gets the active orders, chooses
 * one and the item is added; the dialog closes on success ('Item added to order') and on failure ('Unable to add
 * item to order'); no orders reads 'No eligible orders found that can be added to.'
 */
export function useAddToExistingOrder(props: AddToExistingOrderProps): AddToExistingOrderAria {
  const overlay = useOverlayTriggerState({ isOpen: props.isOpen, defaultOpen: props.defaultOpen, onOpenChange: props.onOpenChange });
  const [step, setStep] = useState<AddToExistingOrderStep>('loading');
  const [orders, setOrders] = useState<readonly ActiveOrder[]>([]);
  const [pendingOrder, setPendingOrder] = useState<ActiveOrder>();
  const [outcome, setOutcome] = useState<AddToExistingOrderOutcome>();
  const isAdding = useRef(false);
  const flags: ProductPurchaseFlags = { isBuyNowEnabled: false, isAddToExistingOrderEnabled: props.isEnabled ?? true };
  const timeZone = props.timeZone ?? ACCOUNT_DATE_TIME_ZONE;

  // A guest never sees the dialog, even when it is opened from outside (isOpen/defaultOpen).
  const isOpen = overlay.isOpen && props.isLoggedIn;
  // One of the product page's popups: the shopper's opens and closes (the button, Escape, a click outside, Cancel)
  // are ignored for 500 ms after each change (spec 2 §2); the close after an add or a failed load always happens.
  const mayChange = usePopupLockout(isOpen);
  const { loadOrders } = props;

  // The orders are fetched each time the dialog opens, however it was opened; a late answer after closing is dropped.
  useEffect(() => {
    if (!isOpen) return undefined;
    let isCurrent = true;
    loadOrders().then(
      (active) => {
        if (!isCurrent) return;
        setOrders(active);
        setStep(active.length ? 'choosing' : 'empty');
      },
      () => {
        if (!isCurrent) return;
        // Without the list nothing can be added: the same outcome as a failed add.
        setOutcome('failed');
        overlay.close();
      },
    );
    return () => {
      isCurrent = false;
    };
    // Only an opening starts a fetch; a new loadOrders identity while open does not refetch.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [isOpen]);

  const open = () => {
    setOutcome(undefined);
    if (!props.isLoggedIn) {
      props.onLoginRequest();
      return;
    }
    if (!mayChange(true)) return;
    setStep('loading');
    overlay.open();
  };
  const closeByShopper = () => {
    if (mayChange(false)) overlay.close();
  };

  const choose = async (order: ActiveOrder) => {
    if (isAdding.current) return;
    isAdding.current = true;
    setPendingOrder(order);
    setStep('adding');
    let added: boolean;
    try {
      added = await props.onAddToOrder(order);
    } catch {
      added = false;
    } finally {
      isAdding.current = false;
    }
    setPendingOrder(undefined);
    setOutcome(added ? 'added' : 'failed');
    overlay.close();
  };

  return {
    isVisible: productPurchaseActions(props.item, flags).showsAddToExistingOrder,
    overlay: {
      ...overlay,
      isOpen,
      close: closeByShopper,
      setOpen: (value) => (value ? open() : closeByShopper()),
      toggle: () => (isOpen ? closeByShopper() : open()),
    },
    step,
    choices: orders.map((order) => ({ order, date: formatAccountDate(order.SalesOrderDate, timeZone) })),
    pendingOrder,
    outcome,
    triggerProps: { type: 'button', onPress: open },
    choose: (order) => void choose(order),
  };
}
