// The slides of "people also bought" (item tiles, with their prices, availability and Add to Cart): loaded and
// hydrated when the section comes near the viewport (PeopleAlsoBought.tsx, internal/ServerRenderedPart.tsx), so the
// tiles' code is not in a product page's first download. The server renders them as before.
import { useEffect } from 'react';
import type { TileItem } from '@rigkit/api-client/mappers';
import { ItemTile } from '../ItemTile/ItemTile.tsx';
import type { ImageUrl } from '../RigkitProvider/RigkitProvider.tsx';
import { peopleAlsoBoughtMessages } from './messages.ts';

export interface PeopleAlsoBoughtSlidesProps {
  items: readonly TileItem[];
  imageUrl: ImageUrl | undefined;
  /** Level of the tiles' headings. */
  headingLevel: 3 | 4 | 5 | 6;
  addToCart: ((item: TileItem) => void | Promise<void>) | undefined;
  /** Called once the slides are on the page and hydrated: the carousel engine may take them over. */
  onReady: (isReady: boolean) => void;
}

export default function PeopleAlsoBoughtSlides({ items, imageUrl, headingLevel, addToCart, onReady }: PeopleAlsoBoughtSlidesProps) {
  useEffect(() => {
    onReady(true);
  }, [onReady]);
  return items.map((item, index) => (
    <div key={item.InventoryItemId} role="group" aria-roledescription="slide" aria-label={peopleAlsoBoughtMessages.slide(index + 1, items.length)} data-part="slide">
      <ItemTile item={item} layout="grid" isInSlider {...(imageUrl ? { imageUrl } : {})} headingLevel={headingLevel} {...(addToCart ? { onAddToCart: addToCart } : {})} />
    </div>
  ));
}
