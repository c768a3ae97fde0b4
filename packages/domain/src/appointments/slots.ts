// The consultation pickers' chain (spec 1 §4 "Consultation booking": date, then time, then consult type) over the
// appointment slots (spec 1 §3: AppointmentSlotGuid, StartTime, Duration, StoreId, SlotKey). A slot's StartTime is
// written in its store's own time with the offset ("2026-11-23T10:00:00+11:00"), so its date and time are read
// from the text as written: the expert's local day and hour, whatever zone the shopper's browser is in.

export interface AppointmentSlot {
  AppointmentSlotGuid: string;
  StartTime: string;
  Duration: number;
  StoreId: number;
  SlotKey: string;
}

/** "2026-11-23" of "2026-11-23T10:00:00+11:00". */
export const slotDate = (slot: Pick<AppointmentSlot, 'StartTime'>): string => slot.StartTime.slice(0, 10);

/** "10:00" of "2026-11-23T10:00:00+11:00". */
export const slotTime = (slot: Pick<AppointmentSlot, 'StartTime'>): string => slot.StartTime.slice(11, 16);

/** The dates with at least one free slot, in order. */
export function consultationDates(slots: readonly AppointmentSlot[]): string[] {
  return [...new Set(slots.map(slotDate))].sort();
}

/**
 * The times free on a date as StartTimes, in order of the clock as written: 10:00 in Perth and 10:00 in Melbourne
 * are different times, both offered; one instant at two stores is offered once.
 */
export function consultationTimes(slots: readonly AppointmentSlot[], date: string | undefined): string[] {
  if (!date) return [];
  return [...new Set(slots.filter((slot) => slotDate(slot) === date).map((slot) => slot.StartTime))].sort(
    (a, b) => slotTime({ StartTime: a }).localeCompare(slotTime({ StartTime: b })) || Date.parse(a) - Date.parse(b),
  );
}

/** The slot booked for a date and StartTime: the first store's at that instant (designed: any expert will do). */
export function slotAt(slots: readonly AppointmentSlot[], date: string | undefined, startTime: string | undefined): AppointmentSlot | undefined {
  if (!date || !startTime) return undefined;
  return slots.filter((slot) => slotDate(slot) === date && slot.StartTime === startTime).sort((a, b) => a.StoreId - b.StoreId)[0];
}

/** "…T10:00:00+11:00" → "10:00 am", "…T13:30:00+08:00" → "1:30 pm" (designed). */
export function formatSlotTime(startTime: string): string {
  const [hours = 0, minutes = 0] = slotTime({ StartTime: startTime }).split(':').map(Number);
  const suffix = hours < 12 ? 'am' : 'pm';
  return `${hours % 12 === 0 ? 12 : hours % 12}:${String(minutes).padStart(2, '0')} ${suffix}`;
}
