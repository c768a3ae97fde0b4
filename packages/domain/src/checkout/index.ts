export type {
  CheckoutAddress,
  CheckoutContact,
  CheckoutEffect,
  CheckoutMachineState,
  CheckoutMode,
  CheckoutState,
  CheckoutStep,
  CheckoutTimeRange,
  CheckoutTransitionResult,
  ExistingOrderCheckoutStep,
  ExistingOrderDocument,
  FulfilmentMode,
  NewCheckoutStep,
  SubmitOrderResponse,
} from './types.ts';
export { checkoutMessages } from './messages.ts';
export { hasCheckoutContact, hasCompleteShippingChoice, initialCheckoutStep } from './initialStep.ts';
export {
  acceptsCheckoutEvent,
  checkoutAmounts,
  checkoutBalance,
  DEFAULT_CHECKOUT_STORE_ID,
  existingOrderCheckoutTransitions,
  newCheckoutTransitions,
  ORDER_CONFIRMED_PATH,
  startExistingOrderCheckout,
  startNewCheckout,
  submitResponseEvent,
  transition,
} from './checkoutMachine.ts';
export type { CheckoutDependencies, CheckoutEvent, CheckoutEventType } from './checkoutMachine.ts';
export {
  pickupOptionsByState,
  storeHasEveryCartItem,
  storeItemAvailability,
  StoreItemAvailabilities,
} from './clickAndCollect.ts';
export type { CollectableCartItem, StoreItemAvailability } from './clickAndCollect.ts';
export {
  EXISTING_ORDER_FIELDS,
  existingOrderMissingFields,
  isExistingOrderField,
  isPayableExistingOrder,
  normaliseMissingField,
  patchExistingOrderRequest,
} from './existingOrder.ts';
export type { ExistingOrderField } from './existingOrder.ts';
export { CHECKOUT_CLIENT_VERSION, submitOrderRequest } from './submitRequest.ts';
export type { SubmitOrderRequest } from './submitRequest.ts';
export { UBER_DAYS_BEFORE_SHOW_MORE, visibleUberTimeSlots } from './uberTimeSlots.ts';
export type { UberTimeSlot } from './uberTimeSlots.ts';
export { allocateStock, stockDemand } from './stockAllocation.ts';
export type { Backorder, StockAllocation, StockAllocationResult, StockDemandLine, StockRow } from './stockAllocation.ts';
export { BACKORDER_SECONDARY_STATUS, BACKORDER_STATUS, NEW_ORDER_STATUS, blockedItemsRefusal, orderRejectionMessages } from './newOrder.ts';
export { emptyCheckoutState, freshCheckoutState } from './freshState.ts';
