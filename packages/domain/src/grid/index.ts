export * from './engine/index.ts';
export type { GridItem, GridItemAttribute, GridItemAvailability, GridItemBadge, GridItemTypeCode } from './item.ts';
// Test factories under grid-specific names, for widget and server tests that need deterministic items.
export {
  makeAvailability as makeGridAvailability,
  makeItem as makeGridItem,
  makeItems as makeGridItems,
  seededRandom,
} from './testing.ts';
