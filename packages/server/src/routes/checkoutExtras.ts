// The checkout's delivery-side extras (spec 3 §2.6, §4.7, §7): the Uber-style delivery windows and the upsells.
import { fetchUberAvailability } from '../delivery/uberAvailability.ts';
import { fetchCheckoutUpsells } from '../upsells/checkoutUpsells.ts';
import type { Register } from '../http/operation.ts';

export function registerCheckoutExtraRoutes(register: Register): void {
  register('POST', '/fetchUberAvailability', fetchUberAvailability);
  register('GET', '/fetchCheckoutUpsells', fetchCheckoutUpsells);
}
