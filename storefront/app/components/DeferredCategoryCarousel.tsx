// A category's subcategory carousel (spec 2 §2), on the category pages that show their subcategories as one: its code
// (the carousel's state and parts) is not in every category page's first download, only fetched by the pages that
// draw it, as soon as it is near the viewport (at once, for one at the top of the page). The server renders it in
// full; its HTML stays as drawn until the code is there (ServerRenderedPart).
import type { CategoryCarouselProps } from '@rigkit/react/CategoryCarousel';
import { lazyPart, ServerRenderedPart, useNearViewport } from '@rigkit/react/ServerRenderedPart';
import { useMemo, useState } from 'react';

const carouselPart = lazyPart(() => import('@rigkit/react/CategoryCarousel').then((module) => ({ default: module.CategoryCarousel })));
// The server puts the carousel in the page's HTML: loaded at start-up, it is there for its first page too.
if (typeof document === 'undefined') void carouselPart.load();

export function DeferredCategoryCarousel({ categories, ownerName, className }: Pick<CategoryCarouselProps, 'categories' | 'ownerName'> & { className?: string }) {
  const [element, setElement] = useState<HTMLDivElement | null>(null);
  const isNear = useNearViewport(element);
  // One props object while the categories stand: the server's HTML is kept only while they do.
  const props = useMemo(() => ({ categories, ownerName }), [categories, ownerName]);
  return (
    <div ref={setElement} className={className}>
      <ServerRenderedPart part={carouselPart} isNeeded={isNear} props={props} />
    </div>
  );
}
