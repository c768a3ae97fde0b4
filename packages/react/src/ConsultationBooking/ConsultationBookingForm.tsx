// The booking form, loaded when the shopper shows intent to book (issue 21: code needed only after an interaction
// stays out of the route's first download): the date picker with its calendar popover (React Aria's DatePicker and
// @internationalized/date), the chained time and type, the details and Book.
import type { ConsultationType } from '@rigkit/domain/validation';
import { formatSlotTime } from '@rigkit/domain/appointments';
import type { DateValue } from '@internationalized/date';
import { parseDate } from '@internationalized/date';
import { useId } from 'react';
import { Button, Calendar, CalendarCell, CalendarGrid, Heading } from 'react-aria-components/Calendar';
import { DateInput, DatePicker, DateSegment, Group, Label, Popover } from 'react-aria-components/DatePicker';
import { Dialog } from 'react-aria-components/Dialog';
import { PartButton } from '../internal/PartButton.tsx';
import { SelectField } from '../internal/SelectField.tsx';
import { consultationBookingMessages as messages } from './messages.ts';
import type { ConsultationBookingAria, ConsultationField } from './useConsultationBooking.ts';

function FieldError({ id, message }: { id: string; message: string | undefined }) {
  return message ? (
    <p id={id} data-part="field-error">
      {message}
    </p>
  ) : null;
}

function TextField({ booking, field, label, type, autoComplete }: { booking: ConsultationBookingAria; field: ConsultationField; label: string; type: 'text' | 'tel' | 'email'; autoComplete: string }) {
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

/** The chained pickers, the details and Book. */
export function BookingForm({ booking }: { booking: ConsultationBookingAria }) {
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
      <TextField booking={booking} field="firstName" label={messages.firstName} type="text" autoComplete="given-name" />
      <TextField booking={booking} field="lastName" label={messages.lastName} type="text" autoComplete="family-name" />
      <TextField booking={booking} field="mobile" label={messages.mobile} type="tel" autoComplete="tel" />
      <TextField booking={booking} field="email" label={messages.email} type="email" autoComplete="email" />
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
