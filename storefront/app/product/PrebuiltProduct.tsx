// The prebuilt page (spec 2 §2 "Prebuilt page"): anchors Top, Game Performance, Specifications (What's in your
// build), Promotions, Features and Gallery for the sections the item has; then presets, attachments and people also
// bought. Buy adds one unit and goes to /cart.
import type { AddToCartLine } from '@rigkit/domain/cart';
import { prebuiltComponents } from '@rigkit/domain/product';
import { CompareToggle } from '@rigkit/react/CompareTray';
import { StickyBuyBar } from '@rigkit/react/StickyBuyBar';
import { useRef } from 'react';
import type { ProductAnchor } from './AnchorBar.tsx';
import { AnchorBar } from './AnchorBar.tsx';
import { useBuyAndGoToCart } from './useBuyAndGoToCart.tsx';
import { FeaturesSection, hasFeatures } from './Features.tsx';
import { GamePerformance } from './GamePerformance.tsx';
import { hasImageGrid, ImageGrid } from './ImageGrid.tsx';
import { hasPresets, Presets } from './Presets.tsx';
import { ProductAttachments } from './ProductAttachments.tsx';
import { ProductPeopleAlsoBought } from './ProductFooter.tsx';
import { ProductImages } from './ProductImages.tsx';
import { ProductSummary } from './ProductSummary.tsx';
import { PromotionsSection, runningPromotions } from './Promotions.tsx';
import { SpecSummary } from './SpecSummary.tsx';
import type { ProductPageData } from './types.ts';

const ids = {
  top: 'top',
  gamePerformance: 'game-performance',
  specifications: 'specifications',
  promotions: 'promotions',
  features: 'features',
  gallery: 'gallery',
  presets: 'presets',
} as const;

export function PrebuiltProduct({ data, now }: { data: ProductPageData; now: Date }) {
  const { item } = data;
  const priceRef = useRef<HTMLElement>(null);
  const { buy: buyAndGo, toast } = useBuyAndGoToCart();
  // spec 2 §2: Buy adds one unit, whatever the quantity box says.
  const buy = (line: AddToCartLine) => buyAndGo({ ...line, Quantity: 1 });
  const components = prebuiltComponents(item);
  const anchors: ProductAnchor[] = [
    { id: ids.top, label: 'Top' },
    ...(data.gamePerformance ? [{ id: ids.gamePerformance, label: 'Game Performance' }] : []),
    ...(components.length > 0 ? [{ id: ids.specifications, label: 'Specifications' }] : []),
    ...(runningPromotions(item, now).length > 0 ? [{ id: ids.promotions, label: 'Promotions' }] : []),
    ...(hasFeatures(item, data.descriptionHtml, data.featuresHtml) ? [{ id: ids.features, label: 'Features' }] : []),
    ...(hasImageGrid(item) ? [{ id: ids.gallery, label: 'Gallery' }] : []),
  ];
  // One wrapper for the whole layout: a sticky element only sticks within its parent, so the anchor bar needs the
  // page as its parent (in a grid row of its own, or a wrapper of its own height, it scrolled away with the top).
  return (
    <div className="product-page__wide product-page__sections">
      <AnchorBar anchors={anchors} />
      <StickyBuyBar item={item} targetRef={priceRef} onAddToCart={buy} now={now} />
      <div id={ids.top} className="product-page__top">
        <ProductImages item={item} />
        <ProductSummary item={item} now={now} onAddToCart={buy} priceRef={priceRef}>
          {/* Compare from the product page too (issue 17 defect 14). */}
          <CompareToggle item={{ InventoryItemId: item.InventoryItemId, ItemDescription: item.ItemDescription }} className="product-compare" />
        </ProductSummary>
      </div>
      <div className="product-page__wide">
        {data.gamePerformance ? <GamePerformance id={ids.gamePerformance} name={item.ItemDescription} rows={data.gamePerformance} /> : null}
        <SpecSummary id={ids.specifications} components={components} />
        <PromotionsSection id={ids.promotions} item={item} now={now} />
        <FeaturesSection id={ids.features} item={item} descriptionHtml={data.descriptionHtml} featuresHtml={data.featuresHtml} />
        <ImageGrid id={ids.gallery} item={item} />
        {hasPresets(item.Bundles) ? <Presets id={ids.presets} items={item.Bundles} heading="Presets" /> : null}
        <ProductAttachments item={item} id="attachments" />
        <ProductPeopleAlsoBought items={data.peopleAlsoBought} />
      </div>
      {toast}
    </div>
  );
}
