// Free consultations (spec 1 §2 "Consultation page", §3 "Appointment slot", §4 "Consultation booking", §5, §7
// fetchAppointmentSlots and bookAppointment, §8 "Booking succeeds"). A slot is booked once: the appointments
// table has one row per slot at most (UNIQUE), checked and written in one transaction.
import { randomUUID } from 'node:crypto';
import { consultationSchema, validateForm } from '@rigkit/domain/validation';
import { sql } from 'kysely';
import { requireCaptcha, type CaptchaVerifier } from '../adapters/captcha.ts';
import type { EmailSender } from '../adapters/email.ts';
import { ApiError } from '../http/envelope.ts';
import { SoftFailure, type OperationContext } from '../http/operation.ts';
import type { Services } from '../http/services.ts';
import { appointmentSlotsAfter, appointmentWindowDays, localIsoString, timeZoneOfStore } from '../seed/appointmentSlots.ts';

export const appointmentMessages = {
  /** Spec 1 §8 "Booking succeeds" (the client shows it; the confirmation e-mail repeats it). */
  created: (email: string) => `Thanks! Your appointment has been created, you will receive an email at ${email} with all the details.`,
  // designed
  slotNotFound: (slotKey: string) => `Appointment slot ${slotKey} was not found`,
  slotTaken: 'That time has just been booked by someone else. Please choose another time.',
  slotPassed: 'That time has already passed. Please choose another time.',
  slotMismatch: 'The appointment time does not match the chosen slot. Please choose the time again.',
  emailFailed: 'We could not send your confirmation e-mail, so the appointment was not booked. Please try again.',
} as const;

export interface AppointmentAdapters {
  captcha: CaptchaVerifier;
  email: EmailSender;
}

const day = 86_400_000;

/** Keeps 14 days of slots ahead as days pass (the seed wrote the first 14 days). */
async function topUpSlots(services: Services, now: Date): Promise<void> {
  const latest = await services.db.selectFrom('appointment_slots').select(sql<Date | null>`max(start_time)`.as('latest')).executeTakeFirst();
  const latestTime = latest?.latest ? new Date(latest.latest).getTime() : 0;
  if (latestTime >= now.getTime() + (appointmentWindowDays - 1) * day) return;
  const slots = appointmentSlotsAfter(now);
  if (slots.length > 0) await services.db.insertInto('appointment_slots').values(slots).onConflict((conflict) => conflict.column('slot_key').doNothing()).execute();
}

export async function appointmentSlots(context: OperationContext<'GET', '/fetchAppointmentSlots'>) {
  const { services, now } = context;
  await topUpSlots(services, now);
  const rows = await services.db
    .selectFrom('appointment_slots')
    .leftJoin('appointments', 'appointments.appointment_slot_guid', 'appointment_slots.appointment_slot_guid')
    .select(['appointment_slots.appointment_slot_guid', 'appointment_slots.slot_key', 'appointment_slots.store_id', 'appointment_slots.start_time', 'appointment_slots.duration'])
    .where('appointments.appointment_guid', 'is', null)
    .where('appointment_slots.start_time', '>', now)
    .where('appointment_slots.start_time', '<=', new Date(now.getTime() + appointmentWindowDays * day))
    .orderBy('appointment_slots.start_time')
    .orderBy('appointment_slots.store_id')
    .execute();
  return rows.map((row) => ({
    AppointmentSlotGuid: row.appointment_slot_guid,
    StartTime: localIsoString(row.start_time, timeZoneOfStore(row.store_id)),
    Duration: row.duration,
    StoreId: row.store_id,
    SlotKey: row.slot_key,
  }));
}

const isUniqueViolation = (error: unknown): boolean => typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23505';

function confirmationText(booking: { firstName: string; email: string; start: string; duration: number; type: string; storeName: string }): string {
  return [
    `Hi ${booking.firstName},`,
    '',
    appointmentMessages.created(booking.email),
    '',
    `When: ${booking.start} (${booking.duration} minutes)`,
    `How: ${booking.type}`,
    `With: our experts at ${booking.storeName}`,
    '',
    'Reply to this e-mail if you need another time.',
  ].join('\n');
}

export async function bookAppointment(context: OperationContext<'POST', '/bookAppointment'>, adapters: AppointmentAdapters) {
  const { body, services, identity, now, c } = context;
  await requireCaptcha(c, adapters.captcha);
  // The form's own rules (spec 1 §5) on what was sent: date, time, type, names, mobile 04XXXXXXXX, e-mail.
  const checked = validateForm(consultationSchema, {
    date: body.AppointmentDateTime.slice(0, 10),
    time: body.AppointmentDateTime.slice(11, 16),
    consultType: body.ConsultationType,
    firstName: body.CustomerFirstName,
    lastName: body.CustomerLastName,
    mobile: body.MobileNumber,
    email: body.EmailAddress,
  });
  if (!checked.isValid) throw new ApiError(422, [...new Set(Object.values(checked.errors))]);
  const appointmentGuid = randomUUID();
  let slot: { start_time: Date; store_id: number };
  try {
    slot = await services.db.transaction().execute(async (trx) => {
      const found = await trx.selectFrom('appointment_slots').selectAll().where('slot_key', '=', body.SlotKey).forUpdate().executeTakeFirst();
      if (!found) throw new ApiError(404, appointmentMessages.slotNotFound(body.SlotKey));
      if (found.store_id !== body.StoreId || found.start_time.getTime() !== Date.parse(body.AppointmentDateTime)) throw new ApiError(409, appointmentMessages.slotMismatch);
      if (found.start_time.getTime() <= now.getTime()) throw new ApiError(409, appointmentMessages.slotPassed);
      const taken = await trx.selectFrom('appointments').select('appointment_guid').where('appointment_slot_guid', '=', found.appointment_slot_guid).executeTakeFirst();
      if (taken) throw new ApiError(409, appointmentMessages.slotTaken);
      await trx
        .insertInto('appointments')
        .values({
          appointment_guid: appointmentGuid,
          appointment_slot_guid: found.appointment_slot_guid,
          customer_session_guid: identity.sessionGuid,
          customer_id: identity.customer?.customer_id ?? null,
          first_name: checked.data.firstName,
          last_name: checked.data.lastName,
          email_address: checked.data.email,
          mobile_number: checked.data.mobile,
          consultation_type: checked.data.consultType,
          duration: Math.min(body.Duration, found.duration),
          created_at: now,
        })
        .execute();
      return found;
    });
  } catch (error) {
    // Two bookings of one slot at the same moment: the second insert meets the UNIQUE slot.
    if (isUniqueViolation(error)) throw new ApiError(409, appointmentMessages.slotTaken);
    throw error;
  }
  const store = await services.db.selectFrom('stores').select('store_name').where('store_id', '=', slot.store_id).executeTakeFirst();
  try {
    await adapters.email.send(
      {
        to: checked.data.email,
        subject: 'Your free consultation is booked',
        kind: 'appointment-confirmation',
        text: confirmationText({
          firstName: checked.data.firstName,
          email: checked.data.email,
          start: localIsoString(slot.start_time, timeZoneOfStore(slot.store_id)),
          duration: Math.min(body.Duration, 30),
          type: checked.data.consultType,
          storeName: store?.store_name ?? 'our store',
        }),
      },
      now,
    );
  } catch {
    // No confirmation, no booking: free the slot again so the shopper can simply retry.
    await services.db.deleteFrom('appointments').where('appointment_guid', '=', appointmentGuid).execute();
    return new SoftFailure(appointmentMessages.emailFailed);
  }
  return { AppointmentGuid: appointmentGuid };
}

