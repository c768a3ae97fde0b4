export { awstDateKey, formatAwstDate, formatAwstDateTime, parseAwstDateTime } from './awst.ts';
export {
  christmas2024CutoffMessage,
  christmas2024NoticeEnd,
  christmas2024NoticeStart,
  isChristmas2024CutoffNoticeShown,
} from './christmas.ts';
export { bannerRegion, isCategoryShownInFeatureList, isConsultationShown, waHiddenFeatureCategoryId } from './display.ts';
export type { BannerRegion } from './display.ts';
export {
  isVicWarehouse,
  isWaCustomer,
  perthTimezoneOffset,
  stateForStateGroup,
  stateForWarehouse,
  stateGroupIds,
  stateHeadings,
  vicWarehouseIds,
  warehouseForPostcode,
  siteWarehouses,
  waWarehouseIds,
} from './warehouses.ts';
export type { AustralianRegionState, WaCustomerSignals, WarehouseRecord } from './warehouses.ts';
