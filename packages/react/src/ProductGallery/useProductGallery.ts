import type { components } from '@rigkit/api-client';
import { productThumbnails } from '@rigkit/domain/product';
import type { DOMAttributes } from 'react';
import { useKeyboard } from 'react-aria/useKeyboard';
import { useControlledState } from 'react-stately/useControlledState';
import type { LightboxImage } from '../Lightbox/useLightbox.ts';
import { PRODUCT_GALLERY_TEXT } from './messages.ts';

/** A product picture as the product-detail call returns it (spec 2 §3 Images[ImageId, ImageType, Caption]). */
export type ProductGalleryImage = components['schemas']['ItemImage'];

/** Builds an image address from its id and the width wanted. */
export type ProductImageUrl = (imageId: number, width: number) => string;

export interface ProductGalleryProps {
  /** The item's pictures in order; the first is the main picture. */
  images: readonly ProductGalleryImage[];
  /** The item's description, for the alt text of pictures without a caption. */
  itemDescription: string;
  /** Builds image addresses from an image id and a width. */
  imageUrl: ProductImageUrl;
  /** The position of the picture shown (controlled). */
  index?: number;
  /** The position of the picture shown first when uncontrolled. @default 0 */
  defaultIndex?: number;
  /** Called with the new position when the shopper moves through the pictures. */
  onIndexChange?: (index: number) => void;
  /** Width asked of `imageUrl` for the main picture. @default 600 */
  mainWidth?: number;
  /** Width asked of `imageUrl` for a thumbnail. @default 100 */
  thumbnailWidth?: number;
  /** Width asked of `imageUrl` for the lightbox. @default 1200 */
  lightboxWidth?: number;
}

export interface ProductGallerySlide {
  index: number;
  imageId: number;
  alt: string;
  caption: string | undefined;
  type: string | undefined;
  src: string;
  thumbnailSrc: string;
}

export interface ProductGalleryState {
  slides: ProductGallerySlide[];
  /** The first 5 slides at most: the thumbnail strip (spec 2 §2, §9). */
  thumbnails: ProductGallerySlide[];
  index: number;
  current: ProductGallerySlide | undefined;
  count: number;
  lightboxImages: LightboxImage[];
  mainWidth: number;
  thumbnailWidth: number;
  select: (index: number) => void;
  showNext: () => void;
  showPrevious: () => void;
  /** Props of the slider element: arrow keys, Home and End page it while focus is inside (not inside the lightbox). */
  keyboardProps: DOMAttributes<HTMLElement>;
}

const wrap = (index: number, count: number) => ((index % count) + count) % count;

/** The gallery's state: which picture shows, the thumbnails (at most 5, @rigkit/domain/product), and paging. */
export function useProductGalleryState(props: ProductGalleryProps): ProductGalleryState {
  const mainWidth = props.mainWidth ?? 600;
  const thumbnailWidth = props.thumbnailWidth ?? 100;
  const lightboxWidth = props.lightboxWidth ?? 1200;
  const [rawIndex, setIndex] = useControlledState(props.index, props.defaultIndex ?? 0, props.onIndexChange);
  const slides = props.images.map((image, index) => ({
    index,
    imageId: image.ImageId,
    alt: image.Caption?.trim() || PRODUCT_GALLERY_TEXT.picture(props.itemDescription, index + 1),
    caption: image.Caption?.trim() || undefined,
    type: image.ImageType ?? undefined,
    src: props.imageUrl(image.ImageId, mainWidth),
    thumbnailSrc: props.imageUrl(image.ImageId, thumbnailWidth),
  }));
  const count = slides.length;
  const index = count === 0 ? 0 : Math.min(Math.max(rawIndex, 0), count - 1);
  const select = (target: number) => {
    if (count > 0 && target !== index) setIndex(wrap(target, count));
  };
  const showNext = () => select(index + 1);
  const showPrevious = () => select(index - 1);
  const { keyboardProps } = useKeyboard({
    onKeyDown: (event) => {
      // Key presses inside the lightbox reach here through its portal; the lightbox pages itself.
      const target = event.target;
      const moves: Record<string, () => void> = {
        ArrowRight: showNext,
        ArrowLeft: showPrevious,
        Home: () => select(0),
        End: () => select(count - 1),
      };
      const move = moves[event.key];
      if (!move || count < 2 || !(target instanceof Node) || !(event.currentTarget as Node).contains(target)) {
        event.continuePropagation();
        return;
      }
      event.preventDefault();
      move();
    },
  });
  return {
    slides,
    thumbnails: productThumbnails(slides),
    index,
    current: slides[index],
    count,
    lightboxImages: slides.map((slide) => ({
      src: props.imageUrl(slide.imageId, lightboxWidth),
      alt: slide.alt,
      ...(slide.caption ? { caption: slide.caption } : {}),
    })),
    mainWidth,
    thumbnailWidth,
    select,
    showNext,
    showPrevious,
    keyboardProps,
  };
}
