// The operations of engagement/ (engagement.ts), registered with the contract's method and path.
import type { Register } from '../http/operation.ts';
import { addToMailingList, checkCaptcha, createCustomerNotification, sendContactForm } from '../engagement/engagement.ts';

export function registerEngagementRoutes(register: Register): void {
  register('POST', '/checkCaptcha', (context) => checkCaptcha(context, context.services));
  register('POST', '/sendContactForm', (context) => sendContactForm(context, context.services));
  register('POST', '/addToMailingList', (context) => addToMailingList(context, context.services));
  register('POST', '/createCustomerNotification', (context) => createCustomerNotification(context, context.services));
}
