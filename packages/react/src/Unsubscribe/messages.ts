// Unsubscribe texts. The saved text is spec 3 §8's (in @rigkit/domain); the option is spec 3 §2.11's; the rest is
// designed, the failure asking the reader to send the request to operations as spec 3 §8 describes.
import { ACCOUNT_MESSAGES } from '@rigkit/domain/account';

export const unsubscribeMessages = {
  intro: (emailAddress: string) => `Stop these e-mails to ${emailAddress}.`,
  blockAll: 'Block all marketing emails',
  submit: 'Unsubscribe',
  submitting: 'Unsubscribing...',
  saved: ACCOUNT_MESSAGES.unsubscribeSaved,
  failed: 'We could not save your unsubscribe request. Please e-mail operations@rigkit.example with this request and we will action it.',
} as const;
