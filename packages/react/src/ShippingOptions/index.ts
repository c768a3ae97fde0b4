export { ShippingOptions } from './ShippingOptions.tsx';
export type { ShippingOptionsComponentProps } from './ShippingOptions.tsx';
export { shippingOptionKey, useShippingOptions } from './useShippingOptions.ts';
export type { DeliveryTimes, ShippingOptionRow, ShippingOptionsAria, ShippingOptionsProps, ShippingOptionsState } from './useShippingOptions.ts';
export { shippingOptionsMessages } from './messages.ts';
