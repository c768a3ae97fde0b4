export { consultationDates, consultationTimes, formatSlotTime, slotAt, slotDate, slotTime } from './slots.ts';
export type { AppointmentSlot } from './slots.ts';
