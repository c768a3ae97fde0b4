// Special ids and names of the kit rules (spec 2 §9, spec 1 §9).
export const KitItemIds = {
  /** The UV panel print product. */
  uvPanelPrint: 663936,
  /** The 'none' UV placeholder (item code PLE-602206): what UV Printing resets to when a case is chosen. */
  uvNone: 602206,
  /** Default UV item when none is in the route. */
  defaultUvItem: 652174,
} as const;

export const UV_NONE_ITEM_CODE = 'PLE-602206';

/** Special kit category ids marking the simple (-10) and standard (-20) option groups. */
export const KitCategoryIds = {
  simpleOptions: -10,
  standardOptions: -20,
} as const;

/** Category names with special handling (spec 2 §9) and the build tile's core component key (spec 1 §9). */
export const KitCategoryNames = {
  cpu: 'CPU',
  osDrive: 'OS Drive',
  case: 'Case',
  uvPrinting: 'UV Printing',
  motherboard: 'Motherboard',
  corePc: 'Core PC',
} as const;

/** fetchKitCategoryOptions is called with at most 5 category ids at a time (spec 2 §7, §9). */
export const KIT_OPTION_REQUEST_BATCH_SIZE = 5;

/** The 'UV Printing Selection Removed' toast lasts 2000 ms (spec 2 §4). */
export const UV_REMOVED_TOAST_MS = 2000;
