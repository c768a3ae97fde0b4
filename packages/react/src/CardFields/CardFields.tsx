// The card provider iframe bridge as compound parts (spec 3 §4.6): Root (data-rigkit="card-fields", data-state idle,
// verifyingCard, secured or failed), Frame (where the provider mounts its iframe) and Feedback (a status line, an
// alert when verification failed). The host verifies through the ref: `ref.current.verify(amountCents)`.
import { useImperativeHandle, type ReactNode, type Ref } from 'react';
import type { CardNonce } from './cardProvider.ts';
import { useCardFields, type CardFieldsAria, type CardFieldsProps } from './useCardFields.ts';
import { createPartsContext } from '../internal/createPartsContext.ts';

/** What the host can ask of the card fields. */
export interface CardFieldsHandle {
  /** Tokenises the card for `amountCents`: the single-use nonce, or null when verification failed. */
  verify: (amountCents: number) => Promise<CardNonce | null>;
}

const [CardFieldsContext, useCardFieldsContext] = createPartsContext<CardFieldsAria>('CardFields');

export interface CardFieldsComponentProps extends CardFieldsProps {
  /** Class name of the root element. */
  className?: string;
  /** The parts in the host's own order. @default Frame, Feedback */
  children?: ReactNode;
  /** Receives the handle whose verify() tokenises the card. */
  ref?: Ref<CardFieldsHandle>;
}

function Root({ className, children, ref, ...props }: CardFieldsComponentProps) {
  const card = useCardFields(props);
  useImperativeHandle(ref, () => ({ verify: card.verify }), [card.verify]);
  return (
    <CardFieldsContext value={card}>
      <div className={className} data-rigkit="card-fields" data-part="card" data-state={card.state}>
        {children ?? (
          <>
            <Frame />
            <Feedback />
          </>
        )}
      </div>
    </CardFieldsContext>
  );
}

/** The provider's iframe goes in here; nothing of ours is drawn inside it. */
function Frame() {
  const { containerRef } = useCardFieldsContext('Frame');
  return <div ref={containerRef} data-part="card-fields" />;
}

/** "Verifying card...", "Card details entered successfully", or the failure as an alert. */
function Feedback() {
  const { state, feedback } = useCardFieldsContext('Feedback');
  return (
    <p role={state === 'failed' ? 'alert' : 'status'} data-part="card-feedback">
      {feedback}
    </p>
  );
}

export const CardFields = { Root, Frame, Feedback };
