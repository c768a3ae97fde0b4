// The card provider seam (PCI DSS SAQ A): its card fields live in an iframe served from the provider's own origin,
// so no card number ever reaches the store's page or server. The host passes an implementation (the local sandbox
// provider in the reference store, Braintree Hosted Fields in production).

export interface CardNonce {
  /** Single-use token the server captures with. */
  nonce: string;
  cardFirstSix?: string | null;
  cardLastFour?: string | null;
}

export interface CardProvider {
  /** Puts the provider's fields into `container`; returns the function that removes them. */
  mount(container: HTMLElement): () => void;
  /** Tokenises the card typed into the fields, running 3-D Secure for `amountCents` when the card asks for it. */
  tokenize(amountCents: number): Promise<CardNonce>;
}
