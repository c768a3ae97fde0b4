export type {
  KitCategory,
  KitConfiguration,
  KitConfigurationItem,
  KitItemAttribute,
  KitOptionItem,
  KitSelection,
  UpdateKitConfigRequest,
} from './types.ts';
export {
  KIT_OPTION_REQUEST_BATCH_SIZE,
  KitCategoryIds,
  KitCategoryNames,
  KitItemIds,
  UV_NONE_ITEM_CODE,
  UV_REMOVED_TOAST_MS,
} from './constants.ts';
export { kitMessages } from './messages.ts';
export {
  clampKitQuantity,
  defaultKitSelections,
  emptyKitSelection,
  isCaseCategory,
  isRealUvPrintSelection,
  isUvPrintingCategory,
  kitSelectionForItem,
  kitSelectionsFromConfiguration,
  sortKitCategories,
  uvNoneKitSelection,
  withKitQuantity,
} from './selection.ts';
export { filterMotherboardsForCpu, SOCKET_FAMILIES, socketFamilyFromText, socketFamilyOfItem } from './socketFamily.ts';
export type { SocketFamily } from './socketFamily.ts';
export {
  allowedUvPanels,
  PRINTABLE_PANEL_ATTRIBUTE,
  PRINTABLE_PANELS,
  printablePanelNames,
  printablePanelOfName,
  printablePanelsOfCase,
} from './printablePanels.ts';
export type { PrintablePanel } from './printablePanels.ts';
export { kitConfiguredPriceCents, kitSelectionCostCents } from './kitPrice.ts';
export { canBuyKit, kitBlockingMessages, kitBuyBlockers } from './blocking.ts';
export type { KitBlockingMessage, KitBuyBlocker } from './blocking.ts';
export { batchKitCategoryIds, isSpecialKitCategoryId, kitCategoryOptionRequests } from './optionBatches.ts';
export {
  isDefaultKitSelection,
  kitConfigurationItems,
  kitConfigurationPath,
  kitSelectionSignature,
  needsNewKitConfigurationKey,
  planKitConfigurationSave,
  updateKitConfigRequest,
} from './configurationKey.ts';
export { kitAddToCartLine } from './kitAddToCart.ts';
export {
  initialKitState,
  KitActionTypes,
  kitReducer,
  kitStartingState,
  printablePanelsOfSelectedCase,
  visibleKitOptions,
} from './kitReducer.ts';
export type { KitAction, KitNotice, KitState } from './kitReducer.ts';
export { isOverKitMaximum, kitMaximumMessage } from './kitMaximum.ts';
export { kitOptionPriceDifferenceCents, kitOptionPriceDifferenceText, shownKitOptions } from './optionChoice.ts';
export { readKitCompatibilitySnapshot } from './compatibilitySnapshot.ts';
export type { KitCompatibilityReader, KitCompatibilitySnapshot } from './compatibilitySnapshot.ts';
