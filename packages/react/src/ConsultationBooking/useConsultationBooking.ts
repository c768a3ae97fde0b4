import type { AppointmentSlot } from '@rigkit/domain/appointments';
import { consultationDates, consultationTimes, slotAt } from '@rigkit/domain/appointments';
import { isConsultationShown } from '@rigkit/domain/region';
import type { ConsultationType, FieldErrors } from '@rigkit/domain/validation';
import { CONSULTATION_TYPES, consultationSchema, sanitiseConsultationMobile, sanitiseConsultationName, validateForm } from '@rigkit/domain/validation';
import { useRef, useState } from 'react';
import { consultationBookingMessages } from './messages.ts';

/** The widget's life: hidden (Perth), the intro, the form, booking, booked (the confirmation replaces the form). */
export type ConsultationBookingState = 'hidden' | 'intro' | 'form' | 'booking' | 'booked';

/** What bookAppointment takes from the form (spec 1 §7); the caller adds the session, customer and captcha. */
export interface ConsultationBookingRequest {
  CustomerFirstName: string;
  CustomerLastName: string;
  EmailAddress: string;
  MobileNumber: string;
  AppointmentDateTime: string;
  Duration: number;
  StoreId: number;
  ConsultationType: ConsultationType;
  SlotKey: string;
}

export interface ConsultationBookingProps {
  /** The free slots (fetchAppointmentSlots). */
  slots: readonly AppointmentSlot[];
  /** Books the session; resolves true once booked, or a message to show when not (rejecting shows a general one). */
  onBook: (request: ConsultationBookingRequest) => Promise<true | string> | true | string;
  /** The browser's timezone offset in minutes (`Date#getTimezoneOffset`); -480 (Perth) hides the widget (spec 1 §2). */
  timezoneOffset: number;
  /** Names, mobile and e-mail filled in for a logged-in customer (spec 1 §6). */
  defaultValues?: Partial<Record<'firstName' | 'lastName' | 'mobile' | 'email', string>>;
  /** Starts on the sessions view instead of the intro's start view. @default false */
  defaultShowSessions?: boolean;
}

export type ConsultationField = 'firstName' | 'lastName' | 'mobile' | 'email';

export interface ConsultationBookingAria {
  state: ConsultationBookingState;
  showSessions: () => void;
  dates: string[];
  date: string | undefined;
  setDate: (date: string | undefined) => void;
  /** The free StartTimes of the chosen date (the time picker's values). */
  times: string[];
  time: string | undefined;
  setTime: (time: string | undefined) => void;
  types: readonly ConsultationType[];
  consultType: ConsultationType | undefined;
  setConsultType: (type: ConsultationType | undefined) => void;
  /** Whether a StartTime is Perth's (+08:00), for the time labels. */
  isPerthSlot: (startTime: string) => boolean;
  values: Record<ConsultationField, string>;
  setValue: (field: ConsultationField, value: string) => void;
  /** The first message per field after a submit, keyed date, time, consultType, firstName, lastName, mobile, email. */
  errors: FieldErrors;
  /** A booking that failed, or the confirmation once booked. */
  alert: string | undefined;
  confirmation: string | undefined;
  submit: () => void;
}

/**
 * Behaviour of the consultation booking (spec 1 §2, §4, §5): hidden at offset -480; the intro's start view, then
 * the sessions view with the chained pickers (time waits for a date, type for a time), the details with the
 * spec's rules, and the confirmation in place of the form.
 */
export function useConsultationBooking(props: ConsultationBookingProps): ConsultationBookingAria {
  const [view, setView] = useState<'intro' | 'form' | 'booking' | 'booked'>(props.defaultShowSessions ? 'form' : 'intro');
  const [date, setDateState] = useState<string>();
  const [time, setTimeState] = useState<string>();
  const [consultType, setConsultType] = useState<ConsultationType>();
  const [values, setValues] = useState<Record<ConsultationField, string>>({
    firstName: props.defaultValues?.firstName ?? '',
    lastName: props.defaultValues?.lastName ?? '',
    mobile: props.defaultValues?.mobile ?? '',
    email: props.defaultValues?.email ?? '',
  });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [alert, setAlert] = useState<string>();
  const [confirmation, setConfirmation] = useState<string>();
  const isBooking = useRef(false);

  const times = consultationTimes(props.slots, date);

  const submit = async () => {
    if (isBooking.current) return;
    const checked = validateForm(consultationSchema, { date: date ?? '', time: time ?? '', consultType, ...values });
    setErrors(checked.errors);
    if (!checked.isValid) return;
    const slot = slotAt(props.slots, date, time);
    if (!slot) return;
    isBooking.current = true;
    setView('booking');
    setAlert(undefined);
    let outcome: true | string;
    try {
      outcome = await props.onBook({
        CustomerFirstName: checked.data.firstName,
        CustomerLastName: checked.data.lastName,
        EmailAddress: checked.data.email,
        MobileNumber: checked.data.mobile,
        AppointmentDateTime: slot.StartTime,
        Duration: slot.Duration,
        StoreId: slot.StoreId,
        ConsultationType: checked.data.consultType,
        SlotKey: slot.SlotKey,
      });
    } catch {
      outcome = consultationBookingMessages.failed;
    } finally {
      isBooking.current = false;
    }
    if (outcome === true) {
      setConfirmation(consultationBookingMessages.booked(checked.data.email));
      setView('booked');
    } else {
      setAlert(outcome);
      setView('form');
    }
  };

  return {
    state: isConsultationShown(props.timezoneOffset) ? view : 'hidden',
    showSessions: () => setView('form'),
    dates: consultationDates(props.slots),
    date,
    // A new date clears the time and type chosen for the old one (they may not exist on it).
    setDate: (next) => {
      setDateState(next);
      setTimeState(undefined);
      setConsultType(undefined);
    },
    times,
    time,
    setTime: (next) => {
      setTimeState(next);
      if (!next) setConsultType(undefined);
    },
    types: CONSULTATION_TYPES,
    consultType,
    setConsultType,
    isPerthSlot: (startTime) => startTime.endsWith('+08:00'),
    values,
    setValue: (field, value) =>
      setValues((current) => ({ ...current, [field]: field === 'mobile' ? sanitiseConsultationMobile(value) : field === 'email' ? value : sanitiseConsultationName(value) })),
    errors,
    alert,
    confirmation,
    submit: () => void submit(),
  };
}
