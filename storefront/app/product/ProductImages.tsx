// The image slider with thumbnails (at most 5, by the widget) and its lightbox (spec 2 §2).
import { ProductGallery } from '@rigkit/react/ProductGallery';
import type { ItemDetail } from './types.ts';

/** The item's images, or its primary image alone when it lists none. */
export function galleryImages(item: Pick<ItemDetail, 'Images' | 'PrimaryImageId'>): { ImageId: number; Caption: string | null }[] {
  const images = (item.Images ?? []).map((image) => ({ ImageId: image.ImageId, Caption: image.Caption ?? null }));
  if (images.length > 0) return images;
  return item.PrimaryImageId ? [{ ImageId: item.PrimaryImageId, Caption: null }] : [];
}

export function ProductImages({ item }: { item: Pick<ItemDetail, 'Images' | 'PrimaryImageId' | 'ItemDescription'> }) {
  return (
    <ProductGallery.Root images={galleryImages(item)} itemDescription={item.ItemDescription}>
      <ProductGallery.Previous />
      <ProductGallery.Viewport />
      <ProductGallery.Next />
      <ProductGallery.Thumbnails />
      <ProductGallery.Lightbox />
    </ProductGallery.Root>
  );
}
