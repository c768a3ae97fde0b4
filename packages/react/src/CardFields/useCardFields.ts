// The card provider's fields (spec 3 §4.6, PCI DSS SAQ A): the provider mounts its own iframe into our container, so
// no card number reaches the store's page; verify() tokenises what was typed (3-D Secure when the card asks) and
// walks the card state idle → verifyingCard → secured, or failed with "Card verification failed, please try again".
import { useEffect, useRef, type RefObject } from 'react';
import { useControlledState } from 'react-stately/useControlledState';
import type { CardNonce, CardProvider } from './cardProvider.ts';
import { cardFieldsMessages } from './messages.ts';

/** spec 3 §4.6's card states, plus failed after a refused or abandoned verification. */
export type CardState = 'idle' | 'verifyingCard' | 'secured' | 'failed';

export interface CardFieldsProps {
  /** The card provider whose iframe takes the card (the local sandbox provider, Braintree Hosted Fields). */
  provider: CardProvider;
  /** The card state (controlled). */
  state?: CardState;
  /** The state at first (uncontrolled). @default 'idle' */
  defaultState?: CardState;
  /** Called as the state changes while a card is verified. */
  onStateChange?: (state: CardState) => void;
}

export interface CardFieldsAria {
  state: CardState;
  /** The element the provider mounts its iframe into. */
  containerRef: RefObject<HTMLDivElement | null>;
  /** The status line's text for the state, null when idle. */
  feedback: string | null;
  /** Tokenises the card for `amountCents`: the single-use nonce, or null when it failed (state failed). */
  verify: (amountCents: number) => Promise<CardNonce | null>;
}

export function useCardFields(props: CardFieldsProps): CardFieldsAria {
  const { provider } = props;
  const containerRef = useRef<HTMLDivElement>(null);
  const [state, setState] = useControlledState<CardState>(props.state as CardState, props.defaultState ?? 'idle', props.onStateChange);
  useEffect(() => {
    if (!containerRef.current) return;
    return provider.mount(containerRef.current);
  }, [provider]);
  return {
    state,
    containerRef,
    feedback: cardFieldsMessages.feedback[state],
    verify: async (amountCents) => {
      setState('verifyingCard');
      try {
        const card = await provider.tokenize(amountCents);
        setState('secured');
        return card;
      } catch {
        setState('failed');
        return null;
      }
    },
  };
}
