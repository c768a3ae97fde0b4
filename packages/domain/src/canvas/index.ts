export * from './constants.ts';
export * from './geometry.ts';
export * from './placement.ts';
export * from './zoom.ts';
export * from './imageIds.ts';
export * from './layers.ts';
export * from './imageFallback.ts';
export * from './factories.ts';
