export { AddressCollector } from './AddressCollector.tsx';
export type { AddressCollectorRootProps } from './AddressCollector.tsx';
export { emptyAddress, useAddressCollector } from './useAddressCollector.ts';
export type {
  AddressLookup,
  AddressCollectorAria,
  AddressCollectorProps,
  AddressCollectorState,
  AddressCollectorValue,
  AddressField,
  AddressFieldAria,
  AddressSuggestion,
  ResolvedAddress,
} from './useAddressCollector.ts';
export { addressCollectorMessages, addressStates } from './messages.ts';
