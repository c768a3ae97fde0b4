export { ProductAvailability } from './ProductAvailability.tsx';
export type { ProductAvailabilityProps } from './ProductAvailability.tsx';
export { ProductShipping } from './ProductShipping.tsx';
export type { ProductShippingProps } from './ProductShipping.tsx';
export { productAvailabilityView } from './useProductAvailability.ts';
export type {
  ProductAvailabilityItem,
  ProductAvailabilityLineView,
  ProductAvailabilityView,
  ProductStockState,
} from './useProductAvailability.ts';
export { useShippingByPostcode } from './useShippingByPostcode.ts';
export type {
  ShippingByPostcodeAria,
  ShippingByPostcodeProps,
  ShippingLookupState,
  ShippingOptionView,
} from './useShippingByPostcode.ts';
export type { ProductShippingOption } from './shippingOption.ts';
export { productAvailabilityMessages, PRODUCT_AVAILABILITY_TEXT } from './messages.ts';
