// The checkout's delivery-side extras (spec 3 §2.6, §4.7, §7): the Uber-style delivery windows, the upsells and
// the audit log of the confirmation's tracking.
import { fetchUberAvailability } from '../delivery/uberAvailability.ts';
import { auditLog } from '../tracking/auditLog.ts';
import { fetchCheckoutUpsells } from '../upsells/checkoutUpsells.ts';
import type { Register } from '../http/operation.ts';

export function registerCheckoutExtraRoutes(register: Register): void {
  register('POST', '/fetchUberAvailability', fetchUberAvailability);
  register('GET', '/fetchCheckoutUpsells', fetchCheckoutUpsells);
  // The confirmation's tracking stages (spec 3 §2.8) are its main writer.
  register('POST', '/auditLog', auditLog);
}
