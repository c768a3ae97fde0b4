import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdapterTestApp, type AdapterTestApp } from '../testing/adapterTestApp.ts';

let t: AdapterTestApp;
beforeAll(async () => {
  t = await createAdapterTestApp({ items: 120 });
}, 120_000);
afterAll(async () => t.close());

type Slot = { AppointmentSlotGuid: string; StartTime: string; Duration: number; StoreId: number; SlotKey: string };
const captchaV3 = { clientCaptchaKey: 'sandbox-v3-0.9', captchaVersion: '3' };

async function slots(): Promise<Slot[]> {
  const result = await t.call('GET', '/fetchAppointmentSlots');
  expect(result.status).toBe(200);
  return result.body.data as Slot[];
}

function booking(slot: Slot, overrides: Record<string, unknown> = {}) {
  return {
    CustomerSessionGuid: randomUUID(),
    CustomerId: null,
    CustomerGuid: null,
    CustomerFirstName: 'Liam',
    CustomerLastName: 'Walker',
    EmailAddress: 'liam.walker@example.com.au',
    MobileNumber: '0412345678',
    AppointmentDateTime: slot.StartTime,
    Duration: 30,
    StoreId: slot.StoreId,
    ConsultationType: 'Video Call',
    SlotKey: slot.SlotKey,
    ...overrides,
  };
}

describe('fetchAppointmentSlots', () => {
  it('lists the free slots of the next 14 days in start order, in the store\'s local time', async () => {
    const list = await slots();
    expect(list).toHaveLength(284);
    expect(list[0]).toMatchObject({ StartTime: '2026-11-23T10:00:00+11:00', Duration: 30, StoreId: 5, SlotKey: 'MB-20261123-1000' });
    const instants = list.map((slot) => Date.parse(slot.StartTime));
    expect(instants).toEqual([...instants].sort((a, b) => a - b));
  });

  it('keeps 14 days ahead as days pass', async () => {
    const saved = t.clock.now;
    t.clock.now = new Date(saved.getTime() + 10 * 86_400_000);
    try {
      const list = await slots();
      const last = Math.max(...list.map((slot) => Date.parse(slot.StartTime)));
      expect(last).toBeGreaterThan(saved.getTime() + 20 * 86_400_000);
      expect(list.every((slot) => Date.parse(slot.StartTime) > t.clock.now.getTime())).toBe(true);
    } finally {
      t.clock.now = saved;
    }
  });
});

describe('bookAppointment', () => {
  it('books a free slot, answers its AppointmentGuid, hides the slot and e-mails the confirmation', async () => {
    const [slot] = (await slots()).filter((candidate) => candidate.StoreId === 6);
    if (!slot) throw new Error('no slot');
    const result = await t.call('POST', '/bookAppointment', { body: booking(slot), headers: captchaV3 });
    expect(result.status).toBe(200);
    const guid = (result.body.data as { AppointmentGuid: string }).AppointmentGuid;
    expect(guid).toMatch(/^[0-9a-f-]{36}$/);
    expect((await slots()).some((candidate) => candidate.SlotKey === slot.SlotKey)).toBe(false);
    const mail = (await t.email.outbox()).filter((message) => message.kind === 'appointment-confirmation').at(-1);
    expect(mail?.to).toBe('liam.walker@example.com.au');
    expect(mail?.text).toContain('Thanks! Your appointment has been created, you will receive an email at liam.walker@example.com.au with all the details.');
    expect(mail?.text).toContain(`When: ${slot.StartTime} (30 minutes)`);
    expect(mail?.text).toContain('With: our experts at Osborne Park');
  });

  it('refuses a slot that is already booked (409), and two simultaneous bookings give one appointment', async () => {
    const list = await slots();
    const [first, second] = [list[3], list[4]];
    if (!first || !second) throw new Error('no slots');
    expect((await t.call('POST', '/bookAppointment', { body: booking(first), headers: captchaV3 })).status).toBe(200);
    const again = await t.call('POST', '/bookAppointment', { body: booking(first), headers: captchaV3 });
    expect(again.status).toBe(409);
    expect(again.body.errors[0]?.ErrorText).toBe('That time has just been booked by someone else. Please choose another time.');
    const race = await Promise.all([1, 2, 3].map(() => t.call('POST', '/bookAppointment', { body: booking(second), headers: captchaV3 })));
    expect(race.map((result) => result.status).sort()).toEqual([200, 409, 409]);
    const rows = await t.database.db.selectFrom('appointments').innerJoin('appointment_slots', 'appointment_slots.appointment_slot_guid', 'appointments.appointment_slot_guid').select('appointments.appointment_guid').where('appointment_slots.slot_key', '=', second.SlotKey).execute();
    expect(rows).toHaveLength(1);
  });

  it('50 shoppers booking the same slot at once get exactly one booking; the other 49 are told it was taken', async () => {
    const slot = (await slots())[20];
    if (!slot) throw new Error('no slot');
    const race = await Promise.all(
      Array.from({ length: 50 }, (_, index) => t.call('POST', '/bookAppointment', { body: booking(slot, { EmailAddress: `shopper${index}@example.com.au` }), headers: captchaV3 })),
    );
    const statuses = race.map((result) => result.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(49);
    expect(new Set(race.filter((result) => result.status === 409).map((result) => result.body.errors[0]?.ErrorText))).toEqual(new Set(['That time has just been booked by someone else. Please choose another time.']));
    const rows = await t.database.db.selectFrom('appointments').innerJoin('appointment_slots', 'appointment_slots.appointment_slot_guid', 'appointments.appointment_slot_guid').select('appointments.email_address').where('appointment_slots.slot_key', '=', slot.SlotKey).execute();
    expect(rows).toHaveLength(1);
    // The one booked is the one that was told so.
    const winner = race.findIndex((result) => result.status === 200);
    expect(rows[0]?.email_address).toBe(`shopper${winner}@example.com.au`);
  });

  it.each([
    [{ MobileNumber: '0312345678' }, 400, 'MobileNumber must match pattern "^04[0-9]{8}$"'],
    [{ CustomerFirstName: '   ' }, 422, 'Please enter your first name'],
    [{ EmailAddress: 'liam@example.c1' }, 422, 'Please enter a valid email address'],
    [{ SlotKey: 'OP-19990101-1000' }, 404, 'Appointment slot OP-19990101-1000 was not found'],
    [{ StoreId: 2 }, 409, 'The appointment time does not match the chosen slot. Please choose the time again.'],
  ])('refuses %j with %s', async (overrides, status, text) => {
    const slot = (await slots())[10];
    if (!slot) throw new Error('no slot');
    const result = await t.call('POST', '/bookAppointment', { body: booking(slot, overrides), headers: captchaV3 });
    expect(result.status).toBe(status);
    expect(result.body.errors[0]?.ErrorText).toBe(text);
  });

  it('refuses a slot that has passed', async () => {
    const slot = (await slots())[0];
    if (!slot) throw new Error('no slot');
    const saved = t.clock.now;
    t.clock.now = new Date(Date.parse(slot.StartTime) + 60_000);
    try {
      const result = await t.call('POST', '/bookAppointment', { body: booking(slot), headers: captchaV3 });
      expect(result.status).toBe(409);
      expect(result.body.errors[0]?.ErrorText).toBe('That time has already passed. Please choose another time.');
    } finally {
      t.clock.now = saved;
    }
  });

  it('asks for the version 2 challenge on a low score, then books with a solved challenge', async () => {
    const slot = (await slots())[20];
    if (!slot) throw new Error('no slot');
    const low = await t.call('POST', '/bookAppointment', { body: booking(slot), headers: { clientCaptchaKey: 'sandbox-v3-0.2', captchaVersion: '3' } });
    expect(low.status).toBe(403);
    expect(low.body).toEqual({ success: false, errors: [{ ErrorText: 'CaptchaRequired' }], data: null });
    const missing = await t.call('POST', '/bookAppointment', { body: booking(slot) });
    expect(missing.status).toBe(403);
    const solved = await t.call('POST', '/bookAppointment', { body: booking(slot), headers: { clientCaptchaKey: 'sandbox-v2-pass', captchaVersion: '2' } });
    expect(solved.status).toBe(200);
  });

  it('does not book when the confirmation cannot be sent, so the shopper can retry', async () => {
    const slot = (await slots())[30];
    if (!slot) throw new Error('no slot');
    t.email.failNext(1);
    const failed = await t.call('POST', '/bookAppointment', { body: booking(slot), headers: captchaV3 });
    expect(failed.status).toBe(200);
    expect(failed.body).toEqual({ success: false, errors: [{ ErrorText: 'We could not send your confirmation e-mail, so the appointment was not booked. Please try again.' }] });
    expect((await slots()).some((candidate) => candidate.SlotKey === slot.SlotKey)).toBe(true);
    expect((await t.call('POST', '/bookAppointment', { body: booking(slot), headers: captchaV3 })).status).toBe(200);
  });
});
