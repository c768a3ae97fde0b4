// The carousel engine of the grid slider: embla, loaded on demand by ItemGridSlider.tsx once the slider is on the
// page, so grid pages without a slider, and the first paint of those with one, do not download it (issue 6).
// It renders nothing: it attaches embla to the slider's server-rendered viewport and hands the API back.
import useEmblaCarousel from 'embla-carousel-react';
import { useEffect } from 'react';
import type { SliderEngineProps } from './ItemGridSlider.tsx';

export function SliderEngine({ viewport, onApi }: SliderEngineProps) {
  const [viewportRef, embla] = useEmblaCarousel({ align: 'start', loop: true, slidesToScroll: 'auto' });
  useEffect(() => {
    viewportRef(viewport);
    return () => viewportRef(null);
  }, [viewportRef, viewport]);
  useEffect(() => {
    onApi(embla);
  }, [embla, onApi]);
  useEffect(() => () => onApi(undefined), [onApi]);
  return null;
}
