// The prebuilt's Gallery (spec 2 §2): an image grid shown only with at least 8 images, drawing positions 2 to 7
// (the domain's prebuiltImageGrid); a picture opens the lightbox.
import { prebuiltImageGrid } from '@rigkit/domain/product';
import { Lightbox } from '@rigkit/react/Lightbox';
import { imageUrl } from '../lib/images.ts';
import type { ItemDetail } from './types.ts';

/** The grid's images, or null when the item has fewer than 8. */
export function imageGridOf(item: ItemDetail) {
  return prebuiltImageGrid(item.Images ?? []);
}

export function ImageGrid({ id, item }: { id: string; item: ItemDetail }) {
  const images = imageGridOf(item);
  if (!images) return null;
  // Positions 2 to 7 of the item's images (1-based), as the alt text says when there is no caption.
  const alt = (index: number, caption: string | null | undefined) => caption ?? `${item.ItemDescription}, image ${index + 2}`;
  return (
    <section id={id} className="product-section image-grid" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>Gallery</h2>
      <Lightbox.Root images={images.map((image, index) => ({ src: imageUrl(image.ImageId, 1600), alt: alt(index, image.Caption) }))} label="Gallery">
        <ul className="image-grid__list">
          {images.map((image, index) => (
            <li key={`${image.ImageId}-${index}`}>
              <Lightbox.Trigger index={index} aria-label={`View larger: ${alt(index, image.Caption)}`}>
                <img src={imageUrl(image.ImageId, 600)} width={600} height={600} alt="" loading="lazy" decoding="async" />
              </Lightbox.Trigger>
            </li>
          ))}
        </ul>
        <Lightbox.Content>
          <Lightbox.Counter />
          <Lightbox.Close />
          <Lightbox.Previous />
          <Lightbox.Image />
          <Lightbox.Next />
          <Lightbox.Caption />
        </Lightbox.Content>
      </Lightbox.Root>
    </section>
  );
}
