export { StoreLocator } from './StoreLocator.tsx';
export type { StoreLocatorComponentProps } from './StoreLocator.tsx';
export { useStoreLocator } from './useStoreLocator.ts';
export type { StoreLocatorAria, StoreLocatorGroup, StoreLocatorPin, StoreLocatorProps, StoreLocatorState, StoreLocatorStoreRow } from './useStoreLocator.ts';
export { storeLocatorMessages } from './messages.ts';
