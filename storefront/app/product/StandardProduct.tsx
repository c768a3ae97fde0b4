// The standard product page (spec 2 §2 "Standard product page sections"): image slider with at most 5 thumbnails,
// price, promotions, availability and shipping, details, variants, attributes, attachments, people also bought,
// banners, webshots, image gallery, disclaimer, Buy Now and Add to existing order when the site offers them, and the sticky top bar once the price
// block scrolls out of view.
import type { AddToCartLine } from '@rigkit/domain/cart';
import { CompareToggle } from '@rigkit/react/CompareTray';
import { StickyBuyBar } from '@rigkit/react/StickyBuyBar';
import { useRef } from 'react';
import { useRevalidator } from 'react-router';
import { addLineToCart } from '../lib/cart.client.ts';
import { ProductDetailSections, ProductPeopleAlsoBought } from './ProductFooter.tsx';
import { ProductImages } from './ProductImages.tsx';
import { ProductSummary } from './ProductSummary.tsx';
import { PurchaseActions } from './PurchaseActions.tsx';
import type { ProductPageData } from './types.ts';

export function StandardProduct({ data, now }: { data: ProductPageData; now: Date }) {
  const { item } = data;
  const priceRef = useRef<HTMLElement>(null);
  const revalidator = useRevalidator();
  // The standard page stays put after an add (the header count follows); the quantity goes in one request.
  const addToCart = async (line: AddToCartLine) => {
    await addLineToCart(line);
    await revalidator.revalidate();
  };
  return (
    <>
      <StickyBuyBar item={item} targetRef={priceRef} onAddToCart={addToCart} now={now} />
      <ProductImages item={item} />
      <ProductSummary item={item} now={now} onAddToCart={addToCart} priceRef={priceRef}>
        <PurchaseActions item={item} purchase={data.purchase} now={now} />
        {/* Compare from the product page too (issue 17 defect 14). */}
        <CompareToggle item={{ InventoryItemId: item.InventoryItemId, ItemDescription: item.ItemDescription }} className="product-compare" />
      </ProductSummary>
      <div className="product-page__wide">
        <ProductDetailSections data={data} showVariants showMedia />
        <ProductPeopleAlsoBought items={data.peopleAlsoBought} />
      </div>
    </>
  );
}
