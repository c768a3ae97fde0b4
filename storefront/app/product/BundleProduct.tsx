// The bundle page (/Products/{id}/Bundle, spec 2 §2): the item as a bundle, with what it holds, its price and Buy
// (one unit, a kit with its parts, spec 2 §7 "KitChildren for bundles and kits"), then /cart; the item's other
// bundle deals as build tiles (AddToCartSource bundleTile); details, attachments and the disclaimer.
import type { AddToCartLine } from '@rigkit/domain/cart';
import { Link } from 'react-router';
import { useBuyAndGoToCart } from './useBuyAndGoToCart.tsx';
import { KitContents } from './KitContents.tsx';
import { Presets } from './Presets.tsx';
import { ProductDetailSections } from './ProductFooter.tsx';
import { ProductImages } from './ProductImages.tsx';
import { ProductSummary } from './ProductSummary.tsx';
import { canBuyHere, purchaseLine } from './purchaseLine.ts';
import type { ProductPageData } from './types.ts';

export function BundleProduct({ data, now }: { data: ProductPageData; now: Date }) {
  const { item } = data;
  const { buy: buyAndGo, toast } = useBuyAndGoToCart();
  const buy = async (line: AddToCartLine) => {
    const bundleLine = purchaseLine(data, line);
    if (bundleLine) await buyAndGo(bundleLine);
  };
  return (
    <>
      <ProductImages item={item} />
      <ProductSummary
        item={canBuyHere(data) ? item : { ...item, AvailableOnline: false }}
        now={now}
        onAddToCart={buy}
        intro={<KitContents id="bundle-contents" item={item} heading="What's in the bundle" />}
      >
        {item.ItemUrl ? (
          <Link className="product-page__item-link" to={item.ItemUrl}>
            View product page
          </Link>
        ) : null}
      </ProductSummary>
      <div className="product-page__wide">
        <Presets id="bundle-deals" items={item.Bundles} heading="Bundle deals" />
        <ProductDetailSections data={data} />
      </div>
      {toast}
    </>
  );
}
