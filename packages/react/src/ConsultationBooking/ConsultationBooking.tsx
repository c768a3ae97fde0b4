import type { ConsultationType } from '@rigkit/domain/validation';
import { formatSlotTime } from '@rigkit/domain/appointments';
import type { DateValue } from '@internationalized/date';
import { parseDate } from '@internationalized/date';
import type { ReactNode } from 'react';
import { useId } from 'react';
import { Button, Calendar, CalendarCell, CalendarGrid, Heading } from 'react-aria-components/Calendar';
import { DateInput, DatePicker, DateSegment, Group, Label, Popover } from 'react-aria-components/DatePicker';
import { Dialog } from 'react-aria-components/Dialog';
import { PartButton } from '../internal/PartButton.tsx';
import { SelectField } from '../internal/SelectField.tsx';
import { consultationBookingMessages as messages } from './messages.ts';
import type { ConsultationBookingAria, ConsultationBookingProps, ConsultationField } from './useConsultationBooking.ts';
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
        <PartButton button={{ onPress: booking.showSessions }} part="view-sessions">
          {messages.viewSessions}
        </PartButton>
      ) : null}
    </div>
  );
}

function FieldError({ id, message }: { id: string; message: string | undefined }) {
  return message ? (
    <p id={id} data-part="field-error">
      {message}
    </p>
  ) : null;
}

function TextField({ field, label, type, autoComplete }: { field: ConsultationField; label: string; type: 'text' | 'tel' | 'email'; autoComplete: string }) {
  const booking = useConsultationBookingContext('Form');
  const id = useId();
  const error = booking.errors[field];
  return (
    <div data-part="field">
      <label htmlFor={id} data-part="label">
        {label}
      </label>
      <input
        id={id}
        type={type}
        autoComplete={autoComplete}
        inputMode={field === 'mobile' ? 'numeric' : undefined}
        value={booking.values[field]}
        onChange={(event) => booking.setValue(field, event.target.value)}
        aria-required
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        data-part="input"
      />
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}

/** The chained pickers, the details and Book; shown on the sessions view until booked. */
function Form() {
  const booking = useConsultationBookingContext('Form');
  if (booking.state !== 'form' && booking.state !== 'booking') return null;
  if (booking.dates.length === 0) return <p data-part="no-sessions">{messages.noSessions}</p>;
  const available = new Set(booking.dates);
  const first = parseDate(booking.dates[0] ?? '');
  const last = parseDate(booking.dates.at(-1) ?? '');
  return (
    <form
      data-part="form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        booking.submit();
      }}
    >
      <DatePicker
        data-part="date"
        value={booking.date ? parseDate(booking.date) : null}
        onChange={(value: DateValue | null) => booking.setDate(value ? value.toString() : undefined)}
        minValue={first}
        maxValue={last}
        isDateUnavailable={(value: DateValue) => !available.has(value.toString())}
        isInvalid={Boolean(booking.errors['date'])}
        isRequired
      >
        <Label data-part="label">{messages.date}</Label>
        <Group data-part="date-group">
          <DateInput data-part="date-input">{(segment) => <DateSegment segment={segment} data-part="date-segment" />}</DateInput>
          <Button data-part="date-button" aria-label={messages.chooseDate}>
            ▾
          </Button>
        </Group>
        {booking.errors['date'] ? <p data-part="field-error">{booking.errors['date']}</p> : null}
        <Popover className="rigkit-consultation-popover">
          <Dialog aria-label={messages.chooseDate} data-part="date-dialog">
            <Calendar data-part="calendar">
              <header data-part="calendar-header">
                <Button slot="previous" aria-label={messages.previousMonth}>
                  ◀
                </Button>
                <Heading />
                <Button slot="next" aria-label={messages.nextMonth}>
                  ▶
                </Button>
              </header>
              <CalendarGrid>{(value) => <CalendarCell date={value} data-part="calendar-cell" />}</CalendarGrid>
            </Calendar>
          </Dialog>
        </Popover>
      </DatePicker>
      <SelectField
        label={messages.time}
        value={booking.time}
        isDisabled={!booking.date}
        onChange={booking.setTime}
        placeholder={messages.chooseTime}
        options={booking.times.map((time) => ({ value: time, label: `${formatSlotTime(time)} ${booking.isPerthSlot(time) ? messages.perthTime : messages.melbourneTime}` }))}
        error={booking.errors['time']}
      />
      <SelectField<ConsultationType>
        label={messages.type}
        value={booking.consultType}
        isDisabled={!booking.time}
        onChange={booking.setConsultType}
        placeholder={messages.chooseType}
        options={booking.types.map((type) => ({ value: type, label: type }))}
        error={booking.errors['consultType']}
      />
      <TextField field="firstName" label={messages.firstName} type="text" autoComplete="given-name" />
      <TextField field="lastName" label={messages.lastName} type="text" autoComplete="family-name" />
      <TextField field="mobile" label={messages.mobile} type="tel" autoComplete="tel" />
      <TextField field="email" label={messages.email} type="email" autoComplete="email" />
      {booking.alert ? (
        <p role="alert" data-part="error">
          {booking.alert}
        </p>
      ) : null}
      <PartButton button={{ type: 'submit', isDisabled: booking.state === 'booking' }} part="book">
        {booking.state === 'booking' ? messages.booking : messages.book}
      </PartButton>
    </form>
  );
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
