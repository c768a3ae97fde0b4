export { CompatibilityWheel } from './CompatibilityWheel.tsx';
export type { CompatibilityWheelComponentProps } from './CompatibilityWheel.tsx';
export { useCompatibilityWheel } from './useCompatibilityWheel.ts';
export type { CompatibilityWheelAria, CompatibilityWheelProps, WheelRing, WheelStep } from './useCompatibilityWheel.ts';
export { compatibilityWheelMessages, COMPATIBILITY_TEXT, compatibilityLevelShortText, compatibilityLevelText } from './messages.ts';
