// Card fields texts: the three card states of spec 3 §4.6 and the failure message, quoted from @rigkit/domain.
import { paymentMessages } from '@rigkit/domain/payments';
import type { CardState } from './useCardFields.ts';

export const cardFieldsMessages = {
  /** What the status line says in each state (idle says nothing). */
  feedback: { idle: null, verifyingCard: paymentMessages.verifyingCard, secured: paymentMessages.cardEntered, failed: paymentMessages.cardVerificationFailed } satisfies Record<CardState, string | null>,
} as const;
