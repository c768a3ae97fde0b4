import type { CartLine } from './types.ts';

// Mouse-mat offers on the cart page, applied by coupon code (spec 2 §9). The codes themselves are not in the spec:
// they come from the promotion set-up, so an offer carries only what the spec fixes.
export interface MouseMatOffer {
  /** Stable id for keys and analytics. */
  id: 'standard' | 'large' | 'wide' | 'desk';
  name: 'Standard' | 'Large' | 'Wide' | 'Desk';
  size: string;
  priceCents: number;
}

export const MOUSE_MAT_OFFERS: readonly MouseMatOffer[] = [
  { id: 'standard', name: 'Standard', size: '320x270mm', priceCents: 0 },
  { id: 'large', name: 'Large', size: '450x400mm', priceCents: 1000 },
  { id: 'wide', name: 'Wide', size: '900x300mm', priceCents: 1500 },
  { id: 'desk', name: 'Desk', size: '1220x590mm', priceCents: 2900 },
];

/** The chooser is hidden when any cart line's description includes "mousepad", in any case (spec 2 §2). */
export function showsMouseMatChooser(lines: readonly Pick<CartLine, 'ItemDescription'>[]): boolean {
  return !lines.some((line) => line.ItemDescription.toLowerCase().includes('mousepad'));
}

/** "Standard 320x270mm – Free", "Large 450x400mm – $10" (designed wording; whole dollars as on product pages). */
export function mouseMatOfferLabel(offer: MouseMatOffer): string {
  const price = offer.priceCents === 0 ? 'Free' : `$${(offer.priceCents / 100).toFixed(offer.priceCents % 100 === 0 ? 0 : 2)}`;
  return `${offer.name} ${offer.size} – ${price}`;
}
