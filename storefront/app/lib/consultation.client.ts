// bookAppointment from the consultation page (spec 1 §7; the client adds the captcha). A module of its own: the
// booking widget's messages come with its form rules (zod), which the contact page must not download.
import type { ConsultationBookingRequest } from '@rigkit/react/ConsultationBooking';
import { consultationBookingMessages } from '@rigkit/react/ConsultationBooking';
import { outcomeOf } from './accountCalls.ts';
import { browserApi, sessionGuidForBody } from './api.client.ts';

/** Books a consultation: true, or the server's reason to show (the slot was just taken, say). */
export async function bookConsultation(request: ConsultationBookingRequest, customer: { CustomerId: number | null; CustomerGuid: string | null }): Promise<true | string> {
  const CustomerSessionGuid = await sessionGuidForBody();
  const outcome = await outcomeOf(() => browserApi().POST('/bookAppointment', { body: { ...request, ...customer, CustomerSessionGuid } }));
  return outcome.success ? true : (outcome.errors[0]?.ErrorText ?? consultationBookingMessages.failed);
}
