import type { CSSProperties } from 'react';
import { useCallback, useId, useRef, useState } from 'react';
import { useNativeButton } from '../internal/useNativeButton.ts';
import type { EmblaCarouselType } from '../internal/ItemGridSlider.tsx';
import { lazyPart, useLazyPart } from '../internal/lazyPart.ts';
import { useNearViewport } from '../internal/useNearViewport.ts';
import { ItemTile } from '../ItemTile/ItemTile.tsx';
import type { ImageUrl } from '../RigkitProvider/RigkitProvider.tsx';
import { peopleAlsoBoughtMessages } from './messages.ts';
import type { PeopleAlsoBoughtProps } from './usePeopleAlsoBought.ts';
import { usePeopleAlsoBought } from './usePeopleAlsoBought.ts';

// The carousel engine (embla, shared with the grid slider) loads when the section comes near the viewport: the
// section sits at the foot of product pages, so it stays out of their first download and hydration (issue 6).
const enginePart = lazyPart(() => import('../internal/SliderEngine.tsx'));

export interface PeopleAlsoBoughtComponentProps extends PeopleAlsoBoughtProps {
  /** Builds image addresses from an image id and the slider's width (350). @default the RigkitProvider's imageUrl */
  imageUrl?: ImageUrl;
  /** Level of the section heading; tiles are one level below. @default 2 */
  headingLevel?: 2 | 3 | 4 | 5;
  /** Class name of the section. */
  className?: string;
}

/**
 * The "people also bought" slider (spec 2 §2, §5, §9): nothing with fewer than 2 items, otherwise a carousel of item
 * tiles, 5 per view, each with Add to Cart. Unstyled: `data-rigkit="people-also-bought"`, `--rk-slides` for the
 * per-view count, `data-part` on the viewport, track, slides and buttons.
 */
export function PeopleAlsoBought({ imageUrl, headingLevel = 2, className, ...props }: PeopleAlsoBoughtComponentProps) {
  const previous = useRef<HTMLButtonElement>(null);
  const next = useRef<HTMLButtonElement>(null);
  const headingId = useId();
  const slider = usePeopleAlsoBought(props);
  // The server-rendered slides show at once; embla (looping, so both buttons always lead somewhere once there are
  // more items than one view holds) takes over the same viewport when it has loaded.
  const [viewport, setViewport] = useState<HTMLDivElement | null>(null);
  const [embla, setEmbla] = useState<EmblaCarouselType | undefined>(undefined);
  const onApi = useCallback((api: EmblaCarouselType | undefined) => setEmbla(() => api), []);
  const engine = useLazyPart(enginePart, useNearViewport(viewport));
  const { buttonProps: previousProps } = useNativeButton(
    { type: 'button', 'aria-label': peopleAlsoBoughtMessages.previous, isDisabled: !slider.canPage, onPress: () => embla?.scrollPrev() },
    previous,
  );
  const { buttonProps: nextProps } = useNativeButton(
    { type: 'button', 'aria-label': peopleAlsoBoughtMessages.next, isDisabled: !slider.canPage, onPress: () => embla?.scrollNext() },
    next,
  );
  if (!slider.isShown) return null;
  const Heading = `h${headingLevel}` as const;
  return (
    <section
      aria-labelledby={headingId}
      aria-roledescription="carousel"
      className={className}
      data-rigkit="people-also-bought"
      data-slides-per-view={slider.slidesPerView}
      style={{ '--rk-slides': slider.slidesPerView } as CSSProperties}
    >
      <div data-part="slider-header">
        <Heading id={headingId} data-part="heading">
          {peopleAlsoBoughtMessages.heading}
        </Heading>
        <div data-part="slider-controls">
          <button {...previousProps} ref={previous} data-part="slider-previous">
            ‹
          </button>
          <button {...nextProps} ref={next} data-part="slider-next">
            ›
          </button>
        </div>
      </div>
      {engine && viewport ? <engine.SliderEngine viewport={viewport} onApi={onApi} /> : null}
      <div ref={setViewport} data-part="slider-viewport">
        <div data-part="slider-track">
          {slider.items.map((item, index) => (
            <div
              key={item.InventoryItemId}
              role="group"
              aria-roledescription="slide"
              aria-label={peopleAlsoBoughtMessages.slide(index + 1, slider.items.length)}
              data-part="slide"
            >
              <ItemTile
                item={item}
                layout="grid"
                isInSlider
                {...(imageUrl ? { imageUrl } : {})}
                headingLevel={Math.min(headingLevel + 1, 6) as 3 | 4 | 5 | 6}
                {...(slider.addToCart ? { onAddToCart: slider.addToCart } : {})}
              />
            </div>
          ))}
        </div>
      </div>
    </section>
  );
}
