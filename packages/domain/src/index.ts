// @rigkit/domain: every business rule of the specs, pure (no React, no DOM, no I/O). One folder per concept;
// each is also a sub-path export (`@rigkit/domain/money`), which keeps what a widget pulls into a bundle small.
export * from './money/index.ts';
export * from './region/index.ts';
export * from './stores/index.ts';
export * from './availability/index.ts';
export * from './grid/index.ts';
export * from './kit/index.ts';
export * from './product/index.ts';
export * from './cart/index.ts';
export * from './shipping/index.ts';
export * from './checkout/index.ts';
export * from './payments/index.ts';
export * from './validation/index.ts';
export * from './account/index.ts';
export * from './software/index.ts';
export * from './canvas/index.ts';
export * from './compatibility/index.ts';
export * from './paths/index.ts';
