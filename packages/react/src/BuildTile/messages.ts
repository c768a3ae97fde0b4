import { buildTileMessages as domainBuildTileMessages } from '@rigkit/domain/product';
import { formatProductPrice } from '@rigkit/domain/money';

// The tile's words. The two picker titles are spec 1 §2's (from the domain); "Add to Cart" is spec 1 §2's tile
// button; the rest is designed (the spec lists the parts, not their words).
export const buildTileMessages = {
  chooseColour: domainBuildTileMessages.chooseColour,
  chooseGraphicsCard: domainBuildTileMessages.chooseGraphicsCard,
  addToCart: 'Add to Cart',
  addingToCart: 'Adding…', // designed
  keySellingPoints: 'Key selling points', // designed
  components: 'Key components', // designed
  price: 'Price', // designed
  was: 'was', // designed: read before the struck-through RRP
  /** A choice's extra cost beside its name: "+$49"; nothing when it costs no more. */
  priceModifier: (cents: number) => (cents > 0 ? `+${formatProductPrice(cents)}` : cents < 0 ? `−${formatProductPrice(-cents)}` : ''), // designed
  /** Alt text of the build's picture: the description and the chosen colour. */
  picture: (description: string, colour: string | undefined) => (colour ? `${description} in ${colour}` : description), // designed
} as const;

/** @deprecated The name before the `<widget>Messages` scheme; kept because @rigkit/react/BuildTile exported it. Use `buildTileMessages`. */
export const BUILD_TILE_TEXT = buildTileMessages;
