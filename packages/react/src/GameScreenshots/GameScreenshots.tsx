import type { GameScreenshotsProps } from './useGameScreenshots.ts';
import { useGameScreenshots } from './useGameScreenshots.ts';
import { PartButton } from '../internal/PartButton.tsx';

export interface GameScreenshotsComponentProps extends GameScreenshotsProps {
  /** Class name of the root element. */
  className?: string;
}

/**
 * The game page's screenshots slider (spec 1 §2 Game view): one screenshot in view, previous and next buttons and
 * swipe (embla). Unstyled: `data-index` on the root, `data-state` (current, other) on each slide. Renders nothing
 * without screenshots.
 */
export function GameScreenshots(props: GameScreenshotsComponentProps) {
  // The carousel's ref stays apart from the render data (React's rule: refs are not read during render).
  const { viewportRef, slider } = useGameScreenshots(props);
  if (slider.count === 0) return null;
  return (
    <section aria-roledescription="carousel" aria-label={slider.label} data-rigkit="game-screenshots" data-index={slider.index} data-autoplay={slider.autoplayState} className={props.className} {...slider.holdProps}>
      <div ref={viewportRef} data-part="viewport">
        <div data-part="track">
          {slider.slides.map((slide) => (
            <div key={slide.src} role="group" aria-roledescription="slide" aria-label={slide.label} data-part="slide" data-state={slide.state}>
              <img src={slide.src} alt={slide.alt} data-part="image" loading={slide.index === 0 ? 'eager' : 'lazy'} width={1280} height={720} />
            </div>
          ))}
        </div>
      </div>
      {slider.count > 1 ? (
        <div data-part="controls">
          <PartButton button={slider.previous} part="previous">
            ‹
          </PartButton>
          {slider.autoplay ? (
            <PartButton button={slider.autoplay} part="autoplay">
              {slider.isAutoplayStopped ? '▶' : '❚❚'}
            </PartButton>
          ) : null}
          <span data-part="position" aria-live={slider.statusLive}>
            {slider.statusText}
          </span>
          <PartButton button={slider.next} part="next">
            ›
          </PartButton>
        </div>
      ) : null}
    </section>
  );
}
