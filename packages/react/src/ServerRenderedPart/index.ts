// For an app's own below-the-fold sections (a product page's presets): a part the server renders in full whose code
// loads, and whose HTML hydrates, when it comes near the viewport. The widgets use the same primitives.
export { lazyPart } from '../internal/lazyPart.ts';
export type { LazyPart } from '../internal/lazyPart.ts';
export { ServerRenderedPart } from '../internal/ServerRenderedPart.tsx';
export type { ServerRenderedPartProps } from '../internal/ServerRenderedPart.tsx';
export { useNearViewport } from '../internal/useNearViewport.ts';
