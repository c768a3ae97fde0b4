import type { ReactNode } from 'react';
import { useRef } from 'react';
import { useNativeButton } from '../internal/useNativeButton.ts';
import { Lightbox } from '../Lightbox/Lightbox.tsx';
import { productGalleryMessages } from './messages.ts';
import type { ProductGalleryProps, ProductGallerySlide, ProductGalleryState } from './useProductGallery.ts';
import { useProductGalleryState } from './useProductGallery.ts';
import { createPartsContext } from '../internal/createPartsContext.ts';

const [GalleryContext, useGalleryContext] = createPartsContext<ProductGalleryState>('ProductGallery');

export interface ProductGalleryRootProps extends ProductGalleryProps {
  /** The viewport, buttons, thumbnails and lightbox, in the order you want them read. */
  children: ReactNode;
  /** Accessible name of the slider. @default 'Product images' */
  'aria-label'?: string;
  /** Class name of the slider. */
  className?: string;
}

/**
 * The image slider (a carousel region): holds the state and the lightbox's, which share the picture shown. Arrow
 * keys, Home and End page while focus is inside. `data-rigkit="product-gallery"`, `data-count`.
 */
function Root({ children, className, 'aria-label': ariaLabel, ...props }: ProductGalleryRootProps) {
  const state = useProductGalleryState(props);
  if (state.count === 0) return null;
  return (
    <GalleryContext value={state}>
      <Lightbox.Root
        images={state.lightboxImages}
        index={state.index}
        onIndexChange={state.select}
        isOpen={state.isLightboxOpen}
        onOpenChange={state.setLightboxOpen}
        label={productGalleryMessages.label}
      >
        <section
          aria-roledescription="carousel"
          aria-label={ariaLabel ?? productGalleryMessages.label}
          className={className}
          {...state.keyboardProps}
          data-rigkit="product-gallery"
          data-count={state.count}
        >
          {children}
        </section>
      </Lightbox.Root>
    </GalleryContext>
  );
}

export interface ProductGalleryPartProps {
  /** Class name of the element. */
  className?: string;
}

/**
 * The picture shown, as a button that opens the lightbox on it; a sideways swipe over it pages instead.
 * `data-image-type` carries ImageType.
 */
function Viewport({ className }: ProductGalleryPartProps) {
  const state = useGalleryContext('Viewport');
  const slide = state.current;
  if (!slide) return null;
  return (
    <div
      role="group"
      aria-roledescription="slide"
      aria-label={productGalleryMessages.slide(slide.index + 1, state.count)}
      aria-live="polite"
      className={className}
      data-part="gallery-viewport"
      {...state.swipeProps}
    >
      <Lightbox.Trigger index={slide.index} aria-label={productGalleryMessages.openLarger(slide.alt)}>
        <img
          src={slide.src}
          alt=""
          width={state.mainWidth}
          height={state.mainWidth}
          decoding="async"
          fetchPriority={slide.index === 0 ? 'high' : undefined}
          data-part="gallery-image"
          data-image-type={slide.type}
        />
      </Lightbox.Trigger>
      {slide.caption ? <p data-part="gallery-caption">{slide.caption}</p> : null}
    </div>
  );
}

export interface ProductGalleryButtonProps extends ProductGalleryPartProps {
  /** The button's content; its accessible name stays 'Previous image' or 'Next image'. @default '‹' or '›' */
  children?: ReactNode;
}

function PagingButton({ direction, children, className }: ProductGalleryButtonProps & { direction: 'previous' | 'next' }) {
  const state = useGalleryContext(direction === 'next' ? 'Next' : 'Previous');
  const ref = useRef<HTMLButtonElement>(null);
  const { buttonProps } = useNativeButton(
    {
      type: 'button',
      'aria-label': direction === 'next' ? productGalleryMessages.next : productGalleryMessages.previous,
      isDisabled: state.count < 2,
      onPress: direction === 'next' ? state.showNext : state.showPrevious,
    },
    ref,
  );
  return (
    // With one picture there is nothing to page to: 'disabled' lets the theme hide the arrows (issue 17 defect 15,
    // they looked active).
    <button {...buttonProps} ref={ref} className={className} data-part={`gallery-${direction}`} data-state={state.count < 2 ? 'disabled' : 'enabled'}>
      {children ?? (direction === 'next' ? '›' : '‹')}
    </button>
  );
}

/** Shows the previous picture (from the first, the last); disabled with one picture. */
function Previous(props: ProductGalleryButtonProps) {
  return <PagingButton {...props} direction="previous" />;
}

/** Shows the next picture (from the last, the first); disabled with one picture. */
function Next(props: ProductGalleryButtonProps) {
  return <PagingButton {...props} direction="next" />;
}

function Thumbnail({ slide, state }: { slide: ProductGallerySlide; state: ProductGalleryState }) {
  const ref = useRef<HTMLButtonElement>(null);
  const isSelected = slide.index === state.index;
  const { buttonProps } = useNativeButton({ type: 'button', 'aria-label': productGalleryMessages.showImage(slide.alt), onPress: () => state.select(slide.index) }, ref);
  return (
    <li data-part="gallery-thumbnail-item">
      <button
        {...buttonProps}
        ref={ref}
        aria-current={isSelected ? 'true' : undefined}
        data-part="gallery-thumbnail"
        data-state={isSelected ? 'selected' : 'unselected'}
      >
        <img src={slide.thumbnailSrc} alt="" width={state.thumbnailWidth} height={state.thumbnailWidth} loading="lazy" decoding="async" />
      </button>
    </li>
  );
}

/** The thumbnail strip: at most 5 (spec 2 §2, §9); each shows its picture in the viewport. Hidden with one picture. */
function Thumbnails({ className }: ProductGalleryPartProps) {
  const state = useGalleryContext('Thumbnails');
  if (state.count < 2) return null;
  return (
    <ul aria-label={productGalleryMessages.thumbnails} className={className} data-part="gallery-thumbnails">
      {state.thumbnails.map((slide) => (
        <Thumbnail key={slide.index} slide={slide} state={state} />
      ))}
    </ul>
  );
}

/** The lightbox over every picture, opened from the viewport: counter, Close, Previous, image, Next, caption. */
function GalleryLightbox({ className }: ProductGalleryPartProps) {
  useGalleryContext('Lightbox');
  return (
    <Lightbox.Content className={className}>
      <Lightbox.Counter />
      <Lightbox.Close />
      <Lightbox.Previous />
      <Lightbox.Image />
      <Lightbox.Next />
      <Lightbox.Caption />
    </Lightbox.Content>
  );
}

/**
 * The product page's image slider with thumbnails (spec 2 §2): `Root` (the carousel), `Viewport` (the picture,
 * which opens the lightbox), `Previous`, `Next`, `Thumbnails` (at most 5) and `Lightbox`.
 */
export const ProductGallery = { Root, Viewport, Previous, Next, Thumbnails, Lightbox: GalleryLightbox };
