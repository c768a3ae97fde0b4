// What closes every product layout: the details (overview, description, variants, specifications), attachments
// (safety data sheets), the disclaimer and people also bought (spec 2 §2).
import type { AddToCartSource } from '@rigkit/domain/cart';
import type { ProductDisclaimerKind } from '@rigkit/react/ProductDetails';
import { ProductDetails } from '@rigkit/react/ProductDetails';
import { PeopleAlsoBought } from '@rigkit/react/PeopleAlsoBought';
import { useRevalidator } from 'react-router';
import { addOneItemToCart } from '../lib/cart.client.ts';
import { ProductAttachments } from './ProductAttachments.tsx';
import { ProductBannersAndWebshots, ProductImageGallery } from './ProductMediaSections.tsx';
import type { ItemTile, ProductPageData } from './types.ts';

export function ProductPeopleAlsoBought({ items }: { items: ItemTile[] }) {
  const revalidator = useRevalidator();
  return (
    <PeopleAlsoBought
      items={items}
      onAddToCart={async (line: { InventoryItemId: number; AddToCartSource: AddToCartSource }) => {
        await addOneItemToCart(line.InventoryItemId, line.AddToCartSource);
        await revalidator.revalidate();
      }}
    />
  );
}

export function ProductDisclaimer({ kind = 'standard' }: { kind?: ProductDisclaimerKind }) {
  return <ProductDetails.Disclaimer kind={kind} />;
}

/**
 * The details column the standard, kit, bundle and default layouts share; variants, banners, webshots and the image
 * gallery where the layout has them (the standard page, spec 2 §2, in its order).
 */
export function ProductDetailSections({ data, showVariants = false, showMedia = false, disclaimer = 'standard' }: { data: ProductPageData; showVariants?: boolean; showMedia?: boolean; disclaimer?: ProductDisclaimerKind }) {
  const { item } = data;
  return (
    <div className="product-details">
      <ProductDetails.Overview item={item} />
      <ProductDetails.Description html={data.descriptionHtml} />
      {showVariants ? <ProductDetails.Variants item={item} /> : null}
      <ProductDetails.Specifications attributes={item.Attributes} />
      {showMedia ? (
        <>
          <ProductBannersAndWebshots item={item} banners={data.banners} featureBanners={data.featureBanners} />
          <ProductImageGallery item={item} />
        </>
      ) : null}
      <ProductAttachments item={item} />
      <ProductDisclaimer kind={disclaimer} />
    </div>
  );
}
