export { defaultViewportHint, useViewportHint, ViewportHintProvider } from './ViewportHint.tsx';
export type { ViewportHintProviderProps } from './ViewportHint.tsx';
export { useViewportWidth } from './useViewportWidth.ts';
