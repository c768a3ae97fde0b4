import { prebuiltImageGrid } from '@rigkit/domain/product';
import type { LightboxImage } from '../Lightbox/useLightbox.ts';
import { prebuiltImageGridMessages } from './messages.ts';
import type { ImageUrl } from '../RigkitProvider/RigkitProvider.tsx';

/** One image of the item (spec 2 §3 Images). */
export interface PrebuiltGridImage {
  ImageId: number;
  Caption?: string | null;
}

export interface PrebuiltImageGridProps {
  /** Every image of the item, in order; the grid needs at least 8 and shows positions 2 to 7 (spec 2 §2). */
  images: readonly PrebuiltGridImage[];
  /** The item's description, for the alt text of pictures without a caption. */
  itemDescription: string;
  /** Builds an image address from its id and a width. @default the RigkitProvider's imageUrl */
  imageUrl?: ImageUrl;
}

export interface PrebuiltImageGridCell {
  image: PrebuiltGridImage;
  /** The picture's place among the item's images, 1-based (2 to 7). */
  position: number;
  alt: string;
  src: string;
}

/** Grid pictures are drawn at 600 px; the lightbox asks for 1600. */
export const PREBUILT_IMAGE_GRID_WIDTHS = { cell: 600, lightbox: 1600 } as const;

/** The grid's cells and the lightbox's pictures; null when the item has fewer than 8 images (the grid is hidden). */
export function prebuiltImageGridView(props: PrebuiltImageGridProps & { imageUrl: ImageUrl }): { cells: PrebuiltImageGridCell[]; lightboxImages: LightboxImage[] } | null {
  const shown = prebuiltImageGrid(props.images);
  if (!shown) return null;
  const cells = shown.map((image, index) => {
    const position = index + 2;
    const caption = image.Caption?.trim();
    return {
      image,
      position,
      alt: caption || prebuiltImageGridMessages.picture(props.itemDescription, position),
      src: props.imageUrl(image.ImageId, PREBUILT_IMAGE_GRID_WIDTHS.cell),
    };
  });
  return {
    cells,
    lightboxImages: cells.map((cell) => ({ src: props.imageUrl(cell.image.ImageId, PREBUILT_IMAGE_GRID_WIDTHS.lightbox), alt: cell.alt, ...(cell.image.Caption ? { caption: cell.image.Caption } : {}) })),
  };
}
