import { describe, expect, it } from 'vitest';
import { validateForm } from './formErrors.ts';
import { NEWSLETTER_SUCCESS_TEXT, newsletterSchema } from './newsletter.ts';
import { stockNotificationSchema } from './stockNotification.ts';

describe('newsletter (spec 1 §5 §8)', () => {
  it.each([
    ['jane@example.com', {}],
    ['', { email: 'There was an issue signing you up to the newsletter. Please try again' }],
    ['jane@', { email: 'There was an issue signing you up to the newsletter. Please try again' }],
  ])('%j gives %j', (email, errors) => {
    expect(validateForm(newsletterSchema, { email }).errors).toEqual(errors);
  });

  it('confirms with "You\'re in the loop!"', () => {
    expect(NEWSLETTER_SUCCESS_TEXT).toBe("You're in the loop!");
  });
});

describe('in-stock notification (spec 1 §7 §8)', () => {
  it('needs a valid e-mail; the mobile is optional and normalised', () => {
    expect(validateForm(stockNotificationSchema, { EmailAddress: 'jane@example.com' }).data).toEqual({
      EmailAddress: 'jane@example.com',
      Mobile: '',
      NotificationType: 'FreeStock',
    });
    expect(
      validateForm(stockNotificationSchema, { EmailAddress: 'jane@example.com', Mobile: '+61 412 345 678', NotificationType: 'KnowledgebaseGroup' }).data,
    ).toEqual({ EmailAddress: 'jane@example.com', Mobile: '0412345678', NotificationType: 'KnowledgebaseGroup' });
  });

  it.each([
    [{ EmailAddress: '' }, 'EmailAddress'],
    [{ EmailAddress: 'nope' }, 'EmailAddress'],
    [{ EmailAddress: 'jane@example.com', Mobile: '12345' }, 'Mobile'],
    [{ EmailAddress: 'jane@example.com', NotificationType: 'Email' }, 'NotificationType'],
  ])('rejects %j with "There was an error, please check your details"', (values, field) => {
    expect(validateForm(stockNotificationSchema, values).errors).toEqual({
      [field]: 'There was an error, please check your details',
    });
  });
});
