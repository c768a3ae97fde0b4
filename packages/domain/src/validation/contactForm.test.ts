import { describe, expect, it } from 'vitest';
import { CONTACT_FORM_LIMITS, contactFormMessage, contactFormSchema, dynamicContactFormSchema } from './contactForm.ts';
import { validateForm } from './formErrors.ts';

const filled = { name: 'Jane', email: 'jane@example.com', message: 'Do you stock RTX cards?' };

describe('contact form (spec 1 §5)', () => {
  it('has the 1000 / 1000 / 100000 limits', () => {
    expect(CONTACT_FORM_LIMITS).toEqual({ nameMaxLength: 1000, emailMaxLength: 1000, messageMaxLength: 100000 });
  });

  it.each([
    [{ name: '', email: '', message: '' }, 'Please fill in some form details'],
    [{ name: ' ', email: '', message: '  ' }, 'Please fill in some form details'],
    [{ ...filled, message: '' }, 'Please fill in all contact form fields'],
    [{ ...filled, name: '' }, 'Please fill in all contact form fields'],
    [{ ...filled, email: 'jane-at-example' }, 'Please enter a valid email address'],
    [{ ...filled, name: 'n'.repeat(1001) }, 'Contact form message too long. Please reduce input size'],
    [{ ...filled, email: `${'e'.repeat(990)}@example.com` }, 'Contact form message too long. Please reduce input size'],
    [{ ...filled, message: 'm'.repeat(100001) }, 'Contact form message too long. Please reduce input size'],
    [{ ...filled, name: 'n'.repeat(1000), message: 'm'.repeat(100000) }, null],
    [filled, null],
  ])('%j gives %j', (values, expected) => {
    expect(contactFormMessage(values)).toBe(expected);
    expect(validateForm(contactFormSchema, values).errors).toEqual(expected === null ? {} : { form: expected });
  });

  it('skips the length checks in the dynamic-field variant, but nothing else', () => {
    const long = { ...filled, message: 'm'.repeat(100001) };
    expect(contactFormMessage(long, false)).toBeNull();
    expect(validateForm(dynamicContactFormSchema, long).isValid).toBe(true);
    expect(validateForm(dynamicContactFormSchema, { ...long, email: 'x' }).errors).toEqual({
      form: 'Please enter a valid email address',
    });
    expect(validateForm(dynamicContactFormSchema, {}).errors).toEqual({ form: 'Please fill in some form details' });
  });
});
