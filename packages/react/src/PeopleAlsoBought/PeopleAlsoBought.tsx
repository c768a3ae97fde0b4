import type { TileItem } from '@rigkit/api-client/mappers';
import type { CSSProperties } from 'react';
import { useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import { useNativeButton } from '../internal/useNativeButton.ts';
import type { EmblaCarouselType } from '../internal/ItemGridSlider.tsx';
import { lazyPart, useLazyPart } from '../internal/lazyPart.ts';
import { ServerRenderedPart } from '../internal/ServerRenderedPart.tsx';
import { useNearViewport } from '../internal/useNearViewport.ts';
import type { ImageUrl } from '../RigkitProvider/RigkitProvider.tsx';
import { peopleAlsoBoughtMessages } from './messages.ts';
import type { PeopleAlsoBoughtSlidesProps } from './PeopleAlsoBoughtSlides.tsx';
import type { PeopleAlsoBoughtProps } from './usePeopleAlsoBought.ts';
import { usePeopleAlsoBought } from './usePeopleAlsoBought.ts';

// The section sits at the foot of product pages, so what it needs only there stays out of their first download and
// hydration (issue 6, 21): the slides (item tiles) and the carousel engine (embla, shared with the grid slider) load
// when it comes near the viewport. The server renders the slides all the same.
const enginePart = lazyPart(() => import('../internal/SliderEngine.tsx'));
const slidesPart = lazyPart(() => import('./PeopleAlsoBoughtSlides.tsx'));

// The server puts the slides in the page's HTML: loaded at start-up, they are there for its first page too (else
// that page's slides would arrive after the rest, by script).
if (typeof document === 'undefined') void slidesPart.load();

/** Loads the slides' code ahead of a client render (stories and tests render them at once then). */
export function preloadPeopleAlsoBoughtSlides(): Promise<unknown> {
  return slidesPart.load();
}

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
  // more items than one view holds) takes over the same viewport once they have hydrated and it has loaded.
  const [viewport, setViewport] = useState<HTMLDivElement | null>(null);
  const [embla, setEmbla] = useState<EmblaCarouselType | undefined>(undefined);
  const [areSlidesReady, setSlidesReady] = useState(false);
  const onApi = useCallback((api: EmblaCarouselType | undefined) => setEmbla(() => api), []);
  const isNear = useNearViewport(viewport);
  const engine = useLazyPart(enginePart, isNear && areSlidesReady);
  // The slides' props stay the same object across this component's renders (ServerRenderedPart): the latest
  // add-to-cart handler is read when a tile calls it.
  const latestAddToCart = useRef(slider.addToCart);
  useEffect(() => {
    latestAddToCart.current = slider.addToCart;
  });
  const hasAddToCart = slider.addToCart !== undefined;
  const tileHeadingLevel = Math.min(headingLevel + 1, 6) as 3 | 4 | 5 | 6;
  const slidesProps = useMemo(
    (): PeopleAlsoBoughtSlidesProps => ({
      items: slider.items,
      imageUrl,
      headingLevel: tileHeadingLevel,
      addToCart: hasAddToCart ? (item: TileItem) => latestAddToCart.current?.(item) : undefined,
      onReady: setSlidesReady,
    }),
    [slider.items, imageUrl, tileHeadingLevel, hasAddToCart],
  );
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
          <ServerRenderedPart part={slidesPart} isNeeded={isNear} props={slidesProps} />
        </div>
      </div>
    </section>
  );
}
