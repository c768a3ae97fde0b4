// The operations of appointments/ (appointments.ts), registered with the contract's method and path.
import type { Register } from '../http/operation.ts';
import { appointmentSlots, bookAppointment } from '../appointments/appointments.ts';

export function registerAppointmentRoutes(register: Register): void {
  register('GET', '/fetchAppointmentSlots', appointmentSlots);
  register('POST', '/bookAppointment', (context) => bookAppointment(context, context.services));
}
