// Promotion redemptions and digital activations of the account area (spec 3 §7; issue 18 item 4).
import type { Register } from '../http/operation.ts';
import { fetchPendingDigitalActivations, requestDigitalActivation } from '../redemptions/digitalActivations.ts';
import { fetchPendingRedemptions, fetchRedemptionHistory, redeemCode } from '../redemptions/redemptions.ts';

export function registerRedemptionRoutes(register: Register): void {
  register('GET', '/fetchPendingRedemptions/{customerGuid}', fetchPendingRedemptions);
  register('GET', '/fetchRedemptionHistory/{customerGuid}', fetchRedemptionHistory);
  register('POST', '/redeemCode', redeemCode);
  register('GET', '/fetchPendingDigitalActivations', fetchPendingDigitalActivations);
  register('POST', '/requestDigitalActivation', requestDigitalActivation);
}
