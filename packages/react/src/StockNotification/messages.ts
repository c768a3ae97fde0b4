// In-stock (and knowledge-base) notification texts. The failure text is spec 1 §8's, word for word (from
// @rigkit/domain/validation); the rest is designed.
import { VALIDATION_MESSAGES } from '@rigkit/domain/validation';

export const stockNotificationMessages = {
  form: 'Notify me', // designed
  email: 'Email', // designed
  mobile: 'Mobile (optional)', // designed
  submit: 'Notify me', // designed
  submitting: 'Saving…', // designed
  completed: {
    FreeStock: "Thanks! We'll let you know when it's in stock.", // designed
    KnowledgebaseGroup: "Thanks! We'll let you know when this page is updated.", // designed
  },
  failed: VALIDATION_MESSAGES.notificationFailed,
} as const;
