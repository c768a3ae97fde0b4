import type { components } from '@rigkit/api-client';
import { productThumbnails } from '@rigkit/domain/product';
import type { DOMAttributes, KeyboardEvent, PointerEvent } from 'react';
import { useRef, useState } from 'react';
import { useControlledState } from 'react-stately/useControlledState';
import type { LightboxImage } from '../Lightbox/useLightbox.ts';
import { usePopupLockout } from '../internal/usePopupLockout.ts';
import { productGalleryMessages } from './messages.ts';
import { useImageUrl, type ImageUrl } from '../RigkitProvider/RigkitProvider.tsx';

/** A product picture as the product-detail call returns it (spec 2 §3 Images[ImageId, ImageType, Caption]). */
export type ProductGalleryImage = components['schemas']['ItemImage'];

/** Builds an image address from its id and the width wanted. */

export interface ProductGalleryProps {
  /** The item's pictures in order; the first is the main picture. */
  images: readonly ProductGalleryImage[];
  /** The item's description, for the alt text of pictures without a caption. */
  itemDescription: string;
  /** Builds image addresses from an image id and a width. @default the RigkitProvider's imageUrl */
  imageUrl?: ImageUrl;
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
  /** Props of the viewport: a horizontal swipe of at least 40 px pages instead of opening the lightbox. */
  swipeProps: Pick<DOMAttributes<HTMLElement>, 'onPointerDownCapture' | 'onPointerUpCapture' | 'onPointerCancelCapture'>;
  /** Whether the lightbox is open. */
  isLightboxOpen: boolean;
  /** Opens or closes the lightbox; an open asked for by the release of a swipe is ignored. */
  setLightboxOpen: (isOpen: boolean) => void;
}

/** The shortest horizontal travel that counts as a swipe (designed). */
export const GALLERY_SWIPE_MIN_PX = 40;

const wrap = (index: number, count: number) => ((index % count) + count) % count;

/** The gallery's state: which picture shows, the thumbnails (at most 5, @rigkit/domain/product), and paging. */
export function useProductGalleryState(props: ProductGalleryProps): ProductGalleryState {
  const imageUrl = useImageUrl(props.imageUrl);
  const mainWidth = props.mainWidth ?? 600;
  const thumbnailWidth = props.thumbnailWidth ?? 100;
  const lightboxWidth = props.lightboxWidth ?? 1200;
  const [rawIndex, setIndex] = useControlledState(props.index, props.defaultIndex ?? 0, props.onIndexChange);
  const slides = props.images.map((image, index) => ({
    index,
    imageId: image.ImageId,
    alt: image.Caption?.trim() || productGalleryMessages.picture(props.itemDescription, index + 1),
    caption: image.Caption?.trim() || undefined,
    type: image.ImageType ?? undefined,
    src: imageUrl(image.ImageId, mainWidth),
    thumbnailSrc: imageUrl(image.ImageId, thumbnailWidth),
  }));
  const count = slides.length;
  const index = count === 0 ? 0 : Math.min(Math.max(rawIndex, 0), count - 1);
  const select = (target: number) => {
    if (count > 0 && target !== index) setIndex(wrap(target, count));
  };
  const showNext = () => select(index + 1);
  const showPrevious = () => select(index - 1);
  // A swipe ends in a pointer release over the picture, which would also press it: the capture handlers below see
  // the release first and mark it, so the lightbox stays shut for that one release.
  const swipeStart = useRef<{ x: number; y: number } | undefined>(undefined);
  const releaseWasSwipe = useRef(false);
  const [isLightboxOpen, setLightboxOpenState] = useState(false);
  const swipeProps = {
    onPointerDownCapture: (event: PointerEvent<HTMLElement>) => {
      swipeStart.current = { x: event.clientX, y: event.clientY };
      releaseWasSwipe.current = false;
    },
    onPointerUpCapture: (event: PointerEvent<HTMLElement>) => {
      const start = swipeStart.current;
      swipeStart.current = undefined;
      if (!start || count < 2) return;
      const dx = event.clientX - start.x;
      const dy = event.clientY - start.y;
      if (Math.abs(dx) < GALLERY_SWIPE_MIN_PX || Math.abs(dx) <= Math.abs(dy)) return;
      releaseWasSwipe.current = true;
      if (dx < 0) showNext();
      else showPrevious();
    },
    onPointerCancelCapture: () => {
      swipeStart.current = undefined;
    },
  };
  // The lightbox is one of the product page's popups: 500 ms after it opens or closes, requests are ignored (spec 2
  // §2), so the tap that opened it, or a double click, does not close it again at once.
  const mayChangeLightbox = usePopupLockout(isLightboxOpen);
  const setLightboxOpen = (isOpen: boolean) => {
    if (isOpen && releaseWasSwipe.current) {
      releaseWasSwipe.current = false;
      return;
    }
    if (mayChangeLightbox(isOpen)) setLightboxOpenState(isOpen);
  };

  // React Aria's useKeyboard contract without its module (and the shortcut handler it brings, issue 7 route
  // JavaScript): a key that pages is handled and stops there; any other key, or one from the lightbox's portal
  // (React passes it up the component tree, not the DOM's), goes on to the page.
  const keyboardProps: DOMAttributes<HTMLElement> = {
    onKeyDown: (event: KeyboardEvent<HTMLElement>) => {
      const target = event.target;
      const moves: Record<string, () => void> = {
        ArrowRight: showNext,
        ArrowLeft: showPrevious,
        Home: () => select(0),
        End: () => select(count - 1),
      };
      const move = moves[event.key];
      if (!move || count < 2 || !(target instanceof Node) || !event.currentTarget.contains(target)) return;
      event.preventDefault();
      event.stopPropagation();
      move();
    },
  };
  return {
    slides,
    thumbnails: productThumbnails(slides),
    index,
    current: slides[index],
    count,
    lightboxImages: slides.map((slide) => ({
      src: imageUrl(slide.imageId, lightboxWidth),
      alt: slide.alt,
      ...(slide.caption ? { caption: slide.caption } : {}),
    })),
    mainWidth,
    thumbnailWidth,
    select,
    showNext,
    showPrevious,
    keyboardProps,
    swipeProps,
    isLightboxOpen,
    setLightboxOpen,
  };
}
