// A return advice's reference and the instructions the customer gets with it (spec 3 §4.8 "created screen with
// reference number and instructions", §9): one text for the created screen and the return advice PDF.
import { formatPaddedCode } from './codes.ts';

/** Dead-on-arrival returns must reach the seller within this many days (spec 3 §9). */
export const DOA_RETURN_DAYS = 14;
/** Refunds are processed within this many business days (spec 3 §9). */
export const REFUND_BUSINESS_DAYS = 5;

/** Status of a return just created, before the store has the item (designed, as the seeded returns). */
export const NEW_RETURN_STATUS = 'Awaiting Receipt';
/** The one status after which a line may be returned again (designed). */
export const CLOSED_RETURN_STATUS = 'Completed';

/** "CRA-008812": the return advice number, zero-padded to 6 digits like the other codes of a return. */
export function formatReturnAdviceNumber(customerReturnAdviceId: number): string {
  return formatPaddedCode('CRA-', customerReturnAdviceId);
}

/** What to do next, in order (designed wording around the spec's 14 days and 5 business days). */
export function returnInstructions(craNumber: string): string[] {
  return [
    `Write ${craNumber} on the outside of the parcel and include a printed copy of the return advice.`,
    'Pack the item in its original packaging with all accessories, or bring it to your nearest store.',
    `Items dead on arrival must reach us within ${DOA_RETURN_DAYS} days of purchase.`,
    `Once the item is assessed, refunds are processed within ${REFUND_BUSINESS_DAYS} business days.`,
  ];
}
