import type { ReactNode } from 'react';
import { lazyPart, useLazyPart } from '../internal/lazyPart.ts';
import { PartButton } from '../internal/PartButton.tsx';
import { consultationBookingMessages as messages } from './messages.ts';
import type { ConsultationBookingAria, ConsultationBookingProps } from './useConsultationBooking.ts';
import { useConsultationBooking } from './useConsultationBooking.ts';
import { createPartsContext } from '../internal/createPartsContext.ts';

const [ConsultationBookingContext, useConsultationBookingContext] = createPartsContext<ConsultationBookingAria>('ConsultationBooking');

export interface ConsultationBookingComponentProps extends ConsultationBookingProps {
  /** The parts to show. @default the intro, then the form or the confirmation */
  children?: ReactNode;
  /** Class name of the root element. */
  className?: string;
}

/** The consultation page's widget (spec 1 §2 "Consultation page"); renders nothing at offset -480 (Perth). */
function Root({ children, className, ...props }: ConsultationBookingComponentProps) {
  const booking = useConsultationBooking(props);
  if (booking.state === 'hidden') return null;
  return (
    <ConsultationBookingContext value={booking}>
      <section className={className} data-rigkit="consultation-booking" data-state={booking.state} aria-label={messages.intro}>
        {children ?? (
          <>
            <Intro />
            <Form />
            <Confirmation />
          </>
        )}
      </section>
    </ConsultationBookingContext>
  );
}

/** "Book a free consultation with our experts" and, on the start view, "Book Now - View Sessions". */
function Intro() {
  const booking = useConsultationBookingContext('Intro');
  return (
    <div data-part="intro">
      <h2 data-part="intro-heading">{messages.intro}</h2>
      <p data-part="intro-detail">{messages.introDetail}</p>
      {booking.state === 'intro' ? (
        // Pointing at or focusing the button starts loading the form, so it is usually there when pressed.
        <PartButton button={{ onPress: booking.showSessions }} part="view-sessions" onIntent={preloadForm}>
          {messages.viewSessions}
        </PartButton>
      ) : null}
    </div>
  );
}

const formPart = lazyPart(() => import('./ConsultationBookingForm.tsx'));
const preloadForm = () => void formPart.load();

/** The chained pickers, the details and Book; shown on the sessions view until booked, loaded on intent. */
function Form() {
  const booking = useConsultationBookingContext('Form');
  const isShown = booking.state === 'form' || booking.state === 'booking';
  const form = useLazyPart(formPart, isShown);
  if (!isShown) return null;
  if (!form) {
    return (
      <p role="status" data-part="form-loading">
        {messages.loadingForm}
      </p>
    );
  }
  return <form.BookingForm booking={booking} />;
}

/** The spec's confirmation in place of the form (spec 1 §4, §8). */
function Confirmation() {
  const booking = useConsultationBookingContext('Confirmation');
  return (
    <p role="status" data-part="confirmation">
      {booking.state === 'booked' ? booking.confirmation : null}
    </p>
  );
}

/** `<ConsultationBooking />` is `<ConsultationBooking.Root />` with its default parts. */
export const ConsultationBooking = Object.assign((props: ConsultationBookingComponentProps) => <Root {...props} />, { Root, Intro, Form, Confirmation });
