export { ProductPrice } from './ProductPrice.tsx';
export type { ProductPriceComponentProps } from './ProductPrice.tsx';
export { canBuyProduct, useProductPrice } from './useProductPrice.ts';
export type {
  ProductBuyState,
  ProductPriceAria,
  ProductPriceItem,
  ProductPriceProps,
  ProductPromotionView,
} from './useProductPrice.ts';
export { productPriceMessages, PRODUCT_PRICE_TEXT } from './messages.ts';
