export { ProductGallery } from './ProductGallery.tsx';
export type { ProductGalleryButtonProps, ProductGalleryPartProps, ProductGalleryRootProps } from './ProductGallery.tsx';
export { GALLERY_SWIPE_MIN_PX, useProductGalleryState } from './useProductGallery.ts';
export type {
  ProductGalleryImage,
  ProductGalleryProps,
  ProductGallerySlide,
  ProductGalleryState,
} from './useProductGallery.ts';
export { productGalleryMessages, PRODUCT_GALLERY_TEXT } from './messages.ts';
