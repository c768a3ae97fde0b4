export { GeolocationBox } from './GeolocationBox.tsx';
export type { GeolocationBoxComponentProps } from './GeolocationBox.tsx';
export { useGeolocationBox } from './useGeolocationBox.ts';
export type { GeolocationBoxAria, GeolocationBoxProps, GeolocationBoxState, GeolocationResult } from './useGeolocationBox.ts';
export { geolocationBoxMessages } from './messages.ts';
