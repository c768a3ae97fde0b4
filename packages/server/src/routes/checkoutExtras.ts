// The checkout's delivery-side extras (spec 3 §2.6, §4.7, §7): the Uber-style delivery windows.
import { fetchUberAvailability } from '../delivery/uberAvailability.ts';
import type { Register } from '../http/operation.ts';

export function registerCheckoutExtraRoutes(register: Register): void {
  register('POST', '/fetchUberAvailability', fetchUberAvailability);
}
