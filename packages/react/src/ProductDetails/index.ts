export { ProductDetails } from './ProductDetails.tsx';
export { Attachments as ProductDetailsAttachments } from './ProductDetailsAttachments.tsx';
export type { ProductDetailsAttachmentsProps } from './ProductDetailsAttachments.tsx';
export type {
  ProductDetailsDescriptionProps,
  ProductDetailsDisclaimerProps,
  ProductDetailsOverviewProps,
  ProductDetailsSpecificationsProps,
  ProductDetailsVariantsProps,
  ProductDisclaimerKind,
} from './ProductDetails.tsx';
export {
  CHIEF_ATTRIBUTE_TYPE,
  ITEM_VARIANT_ASSOCIATION,
  productSpecificationGroups,
  productVariants,
} from './productSpecifications.ts';
export type { ProductAssociatedItem, ProductAttribute, ProductSpecificationGroup } from './productSpecifications.ts';
export { productDetailsMessages, PRODUCT_DETAILS_TEXT } from './messages.ts';
