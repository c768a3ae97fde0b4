export type { ProductCategoryRef, ProductImage, ProductItem, ProductKitCategoryItem } from './types.ts';
export {
  DEFAULT_HOUSE_BRAND_NAMES,
  DEFAULT_SISTER_BRAND_NAMES,
  DESKTOP_COMPUTERS_CATEGORY_NAME,
  isDesktopComputer,
  productPageVariant,
  ProductPageVariants,
} from './pageVariant.ts';
export type { ProductPageVariant, ProductPageVariantOptions } from './pageVariant.ts';
export {
  canonicalProductPath,
  isItemGuid,
  productAddressCorrection,
  productSlug,
} from './productUrl.ts';
// The one product address builder lives with the other addresses; productUrl.ts's productPath is its lower-case form.
export { productPath } from '../paths/paths.ts';
export type { ProductAddressCorrection } from './productUrl.ts';
export {
  GAME_PERFORMANCE_CATEGORY_NAMES,
  MAX_PRODUCT_THUMBNAILS,
  PEOPLE_ALSO_BOUGHT_MINIMUM_ITEMS,
  PEOPLE_ALSO_BOUGHT_SLIDES_PER_VIEW,
  peopleAlsoBoughtSlider,
  PREBUILT_IMAGE_GRID_MINIMUM_IMAGES,
  prebuiltImageGrid,
  productThumbnails,
  showsGamePerformance,
  visiblePresets,
} from './pageSections.ts';
export { PREBUILT_SPEC_SUMMARY_CATEGORIES, prebuiltSpecSummary } from './specSummary.ts';
export { addToExistingOrderMessages, productPurchaseActions } from './purchaseActions.ts';
export type { ProductPurchaseActions, ProductPurchaseFlags } from './purchaseActions.ts';
export { prebuiltComponents, prebuiltShowsGamePerformance } from './prebuiltComponents.ts';
export type { PrebuiltComponent, PrebuiltComponentSource } from './prebuiltComponents.ts';
export {
  BUILD_COMPONENT_ICON_CATEGORIES,
  buildComponents,
  buildTileAddToCartLine,
  buildTileImageId,
  buildTileMessages,
  buildTilePickers,
  BuildTilePickerKeys,
  buildTileTotals,
  chosenBuildTileOptions,
  defaultBuildTileSelection,
} from './buildTile.ts';
export type {
  BuildComponent,
  BuildComponentIconCategory,
  BuildTileOption,
  BuildTileOptionGroup,
  BuildTilePicker,
  BuildTilePickerKey,
  BuildTilePricedItem,
  BuildTileSelection,
  BuildTileTotals,
} from './buildTile.ts';
export { plainTextFromHtml } from './plainText.ts';
