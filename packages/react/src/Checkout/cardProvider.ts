// The card provider seam lives with the card fields widget; the checkout still exports it under its old name.
export type { CardNonce, CardProvider } from '../CardFields/cardProvider.ts';
