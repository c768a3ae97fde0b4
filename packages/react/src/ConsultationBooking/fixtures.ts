// Free slots as fetchAppointmentSlots answers them: Moorabbin (Melbourne time) and Osborne Park (Perth time).
import type { AppointmentSlot } from '@rigkit/domain/appointments';

const slot = (StartTime: string, StoreId: number, code: string): AppointmentSlot => ({
  AppointmentSlotGuid: `0b7c3a52-5d1e-4f7a-9c0e-${StoreId.toString().padStart(4, '0')}${StartTime.slice(8, 10)}${StartTime.slice(11, 13)}${StartTime.slice(14, 16)}`,
  StartTime,
  Duration: 30,
  StoreId,
  SlotKey: `${code}-${StartTime.slice(0, 10).replaceAll('-', '')}-${StartTime.slice(11, 16).replace(':', '')}`,
});

export const consultationSlots: AppointmentSlot[] = [
  slot('2026-11-23T10:00:00+11:00', 5, 'MB'),
  slot('2026-11-23T14:30:00+11:00', 5, 'MB'),
  slot('2026-11-23T10:00:00+08:00', 6, 'OP'),
  slot('2026-11-25T11:00:00+11:00', 5, 'MB'),
];
