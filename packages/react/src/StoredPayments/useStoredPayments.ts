import { useState } from 'react';
import type { CardProvider } from '../Checkout/cardProvider.ts';
import { storedPaymentsMessages as M } from './messages.ts';

export interface StoredCard {
  CustomerPaymentAuthorityId: number;
  DisplayString: string;
}

/**
 * Spec 3 §4.8 "Store card": the card is typed into the provider's fields, tokenised with 3-D Secure (verifyingCard),
 * then stored (storing, while "Card details entered successfully" shows); a failure offers a retry.
 */
export type StoredPaymentsState = 'idle' | 'verifyingCard' | 'storing' | 'stored' | 'cardFailed' | 'failed';

export interface StoredPaymentsProps {
  /** Spec 3 §6: only a logged-in customer… */
  isLoggedIn: boolean;
  /** …with two-factor enabled can store a card. */
  usesTotp: boolean;
  /** The cards stored so far (fetchStoredCardList). */
  cards: readonly StoredCard[];
  /** The card provider's fields (the one the checkout uses); without it no card can be added. */
  cardProvider?: CardProvider;
  /** Stores the tokenised card (storeCard); resolves with the stored card, rejects when it was not stored. */
  onStoreCard: (card: { nonce: string; maskedCard: string }) => Promise<StoredCard>;
}

export interface StoredPaymentsAria {
  state: StoredPaymentsState;
  /** Why no card can be stored here, or null when one can. */
  refusal: string | null;
  cards: readonly StoredCard[];
  lastStored: StoredCard | null;
  storeCard: () => Promise<void>;
}

/** No money moves when a card is stored: 3-D Secure runs for $0.00 (designed; Braintree verifies a vaulted card so). */
const verificationAmountCents = 0;

/** Stored payments (spec 3 §4.8, §6, §8; issue 16 item 6). */
export function useStoredPayments(props: StoredPaymentsProps): StoredPaymentsAria {
  const [state, setState] = useState<StoredPaymentsState>('idle');
  const [added, setAdded] = useState<StoredCard[]>([]);
  const refusal = !props.isLoggedIn ? M.mustBeLoggedIn : !props.usesTotp ? M.twoFactorRequired : null;
  const storeCard = async () => {
    if (refusal || !props.cardProvider || state === 'verifyingCard' || state === 'storing') return;
    setState('verifyingCard');
    let card;
    try {
      card = await props.cardProvider.tokenize(verificationAmountCents);
    } catch {
      setState('cardFailed');
      return;
    }
    setState('storing');
    try {
      const stored = await props.onStoreCard({ nonce: card.nonce, maskedCard: `${card.cardFirstSix ?? ''}******${card.cardLastFour ?? ''}` });
      setAdded((cards) => [...cards, stored]);
      setState('stored');
    } catch {
      setState('failed');
    }
  };
  const known = new Set(props.cards.map((card) => card.CustomerPaymentAuthorityId));
  return {
    state,
    refusal,
    cards: [...props.cards, ...added.filter((card) => !known.has(card.CustomerPaymentAuthorityId))],
    lastStored: state === 'stored' ? (added.at(-1) ?? null) : null,
    storeCard,
  };
}
