import { useEffect, useRef } from 'react';
import { storedPaymentsMessages as M } from './messages.ts';
import { useStoredPayments, type StoredPaymentsProps, type StoredPaymentsState } from './useStoredPayments.ts';

export interface StoredPaymentsComponentProps extends StoredPaymentsProps {
  /** Class name of the root element. */
  className?: string;
}

const feedbackOf: Partial<Record<StoredPaymentsState, string>> = {
  verifyingCard: M.verifyingCard,
  storing: M.cardEntered,
  cardFailed: M.cardVerificationFailed,
};

/**
 * Stored payments (spec 3 §4.8, §6; issue 16 item 6): the stored cards, and for a logged-in customer with two-factor
 * the card provider's fields, Store Card, the card feedback and the failure as a retry. Unstyled: `data-state` on the
 * root (`idle`, `verifyingCard`, `storing`, `stored`, `cardFailed`, `failed`, or `refused`).
 */
export function StoredPayments(props: StoredPaymentsComponentProps) {
  const stored = useStoredPayments(props);
  const container = useRef<HTMLDivElement>(null);
  const { cardProvider } = props;
  const canAdd = stored.refusal === null && cardProvider !== undefined;
  useEffect(() => {
    if (!canAdd || !container.current) return;
    return cardProvider.mount(container.current);
  }, [canAdd, cardProvider]);
  const feedback = feedbackOf[stored.state] ?? (stored.lastStored ? M.stored(stored.lastStored.DisplayString) : null);
  return (
    <section className={props.className} data-rigkit="stored-payments" data-state={stored.refusal ? 'refused' : stored.state} aria-label={M.heading}>
      {stored.refusal ? (
        <p role="alert" data-part="refusal">
          {stored.refusal}
        </p>
      ) : (
        <>
          {stored.cards.length === 0 ? (
            <p data-part="none">{M.none}</p>
          ) : (
            <ul data-part="cards">
              {stored.cards.map((card) => (
                <li key={card.CustomerPaymentAuthorityId} data-part="card">
                  {card.DisplayString}
                </li>
              ))}
            </ul>
          )}
          {canAdd ? (
            <div data-part="add-card">
              <h3 data-part="add-card-heading">{M.addCard}</h3>
              <div ref={container} data-part="card-fields" />
              <p role={stored.state === 'cardFailed' ? 'alert' : 'status'} data-part="card-feedback">
                {feedback}
              </p>
              {stored.state === 'failed' ? (
                <div role="alert" data-part="error">
                  <button type="button" data-part="retry" onClick={() => void stored.storeCard()}>
                    {M.failed}
                  </button>
                </div>
              ) : null}
              <button type="button" data-part="store-card" disabled={stored.state === 'verifyingCard' || stored.state === 'storing'} onClick={() => void stored.storeCard()}>
                {stored.state === 'storing' ? M.storing : M.storeCard}
              </button>
            </div>
          ) : null}
        </>
      )}
    </section>
  );
}
