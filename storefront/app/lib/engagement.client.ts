// The engagement widgets' calls from the browser (spec 1 §7): sendContactForm (the client adds the captcha),
// addToMailingList and createCustomerNotification. Each answers true only when the server said success.
import type { ConsultationBookingRequest } from '@rigkit/react/ConsultationBooking';
import { consultationBookingMessages } from '@rigkit/react/ConsultationBooking';
import type { ContactFormValues } from '@rigkit/react/ContactForm';
import type { StockNotificationValues } from '@rigkit/react/StockNotification';
import { outcomeOf } from './accountCalls.ts';
import { browserApi } from './api.client.ts';

export async function sendContact(values: ContactFormValues): Promise<boolean> {
  const { data } = await browserApi().POST('/sendContactForm', {
    body: { ...(values.storeName ? { storeName: values.storeName } : {}), customerName: values.customerName, customerEmail: values.customerEmail, customerMessage: values.customerMessage },
  });
  return data.success;
}

export async function signUpToNewsletter(email: string): Promise<boolean> {
  const { data } = await browserApi().POST('/addToMailingList', { body: { CustomerEmail: email } });
  return data.success;
}

/** An item back in stock (FreeStock) or, with the knowledge base's id in inventoryItemId, its updates. */
export async function createNotification(subjectId: number, values: StockNotificationValues, inventoryWarehouseId?: number): Promise<boolean> {
  const { data } = await browserApi().POST('/createCustomerNotification', {
    body: {
      inventoryItemId: subjectId,
      ...(inventoryWarehouseId === undefined ? {} : { inventoryWarehouseId }),
      CustomerSessionGuid: browserApi().getSessionGuid(),
      EmailAddress: values.EmailAddress,
      ...(values.Mobile ? { Mobile: values.Mobile } : {}),
      NotificationType: values.NotificationType,
    },
  });
  return data.success;
}

/** Books a consultation (bookAppointment; the client adds the captcha): true, or the server's reason to show. */
export async function bookConsultation(request: ConsultationBookingRequest, customer: { CustomerId: number | null; CustomerGuid: string | null }): Promise<true | string> {
  const outcome = await outcomeOf(() => browserApi().POST('/bookAppointment', { body: { ...request, ...customer, CustomerSessionGuid: browserApi().getSessionGuid() } }));
  return outcome.success ? true : (outcome.errors[0]?.ErrorText ?? consultationBookingMessages.failed);
}
