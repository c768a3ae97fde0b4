// The default product page (spec 2 §2 "Anything else: default page"): an item that is neither a plain stock item,
// a prebuilt nor a kit (for example a desktop by another maker, or a house-brand part) gets the plain layout.
// Designed: pictures, price and availability, details and specifications, attachments and the disclaimer, without
// the sticky bar, variants or people also bought of the standard page.
import type { AddToCartLine } from '@rigkit/domain/cart';
import { useRevalidator } from 'react-router';
import { addLineToCart } from '../lib/cart.client.ts';
import { ProductDetailSections } from './ProductFooter.tsx';
import { ProductImages } from './ProductImages.tsx';
import { ProductSummary } from './ProductSummary.tsx';
import type { ProductPageData } from './types.ts';

export function DefaultProduct({ data, now }: { data: ProductPageData; now: Date }) {
  const { item } = data;
  const revalidator = useRevalidator();
  const addToCart = async (line: AddToCartLine) => {
    await addLineToCart(line);
    await revalidator.revalidate();
  };
  return (
    <>
      <ProductImages item={item} />
      <ProductSummary item={item} now={now} onAddToCart={addToCart} />
      <div className="product-page__wide">
        <ProductDetailSections data={data} />
      </div>
    </>
  );
}
