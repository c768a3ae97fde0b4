// The local business application's call (spec 1 §7: sendContactForm "also used by the business application with a
// subject and body built from the form fields"). The server stores it with the other contact messages and mails it.
import type { LocalBusinessApplication } from '@rigkit/domain/validation';
import { browserApi } from './api.client.ts';

/** Designed: the spec does not name the recipient or the subject. */
export const localBusinessRecipient = 'Sales';
export const localBusinessSubject = (application: LocalBusinessApplication) => `Local business application: ${application.businessName}`;

/** One "Label: value" line per field, in the form's order. */
export function localBusinessBody(application: LocalBusinessApplication): string {
  return [
    `Business name: ${application.businessName}`,
    `ABN: ${application.abn}`,
    `Website: ${application.website}`,
    `Contact name: ${application.contactName}`,
    `Email: ${application.email}`,
    `Phone: ${application.phone}`,
    `Address: ${application.address}, ${application.suburb} ${application.state} ${application.postcode}`,
  ].join('\n');
}

export async function sendLocalBusinessApplication(application: LocalBusinessApplication): Promise<boolean> {
  const { data } = await browserApi().POST('/sendContactForm', {
    body: {
      storeName: localBusinessRecipient,
      customerName: application.contactName,
      customerEmail: application.email,
      customerSubject: localBusinessSubject(application),
      customerMessage: localBusinessBody(application),
    },
  });
  return data.success;
}
