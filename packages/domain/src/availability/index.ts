export {
  dispatchBlockedMessage,
  dispatchBlockNotices,
  itemOrderingNotice,
  orderingBlockedMessage,
  salesOrderBlockNotice,
} from './dispatchBlock.ts';
export {
  promotionCountdown,
  promotionCountdownTickMs,
  promotionCountdownWindowMs,
  untilStockExhaustedMessage,
} from './countdown.ts';
export type { PromotionCountdown } from './countdown.ts';
export { formatEta, parseEta } from './eta.ts';
export { availabilityFilterValues, isAvailabilityFilterValue } from './filterValues.ts';
export type { AvailabilityFilterValue } from './filterValues.ts';
export { availabilityFilterLabel, availabilityFilterMenuOrder } from './labels.ts';
export type { AvailabilityFilterLabelContext } from './labels.ts';
export {
  alwaysAvailableItemTypes,
  etaOnDispatchMessage,
  orderItemAvailability,
  orderItemStatusDescriptions,
  orderItemStatuses,
} from './orderItemStatus.ts';
export type { OrderItemAvailability, OrderItemStatus } from './orderItemStatus.ts';
export {
  availabilityMessages,
  gridTileAvailabilityText,
  isSoldOut,
  offersStockNotification,
  productAvailabilityText,
  productOrderingNotice,
  supplierWarehouseId,
} from './texts.ts';
export type { ProductAvailabilityLine, TileStockInput } from './texts.ts';
export { shipmentAvailability, siteStockAvailabilities, stockAvailability } from './stockAvailability.ts';
export type { ShipmentAvailability, ShipmentLine, StockAvailability, WarehouseStock } from './stockAvailability.ts';
