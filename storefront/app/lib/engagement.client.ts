// The engagement widgets' calls from the browser (spec 1 §7): sendContactForm (the client adds the captcha),
// addToMailingList and createCustomerNotification. Each answers true only when the server said success.
import type { ContactFormValues } from '@rigkit/react/ContactForm';
import type { StockNotificationValues } from '@rigkit/react/StockNotification';
import { browserApi, sessionGuidForBody } from './api.client.ts';

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
      CustomerSessionGuid: await sessionGuidForBody(),
      EmailAddress: values.EmailAddress,
      ...(values.Mobile ? { Mobile: values.Mobile } : {}),
      NotificationType: values.NotificationType,
    },
  });
  return data.success;
}
