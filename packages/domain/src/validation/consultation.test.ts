import { describe, expect, it } from 'vitest';
import { CONSULTATION_LIMITS, CONSULTATION_TYPES, consultationSchema, sanitiseConsultationMobile, sanitiseConsultationName } from './consultation.ts';
import { validateForm } from './formErrors.ts';

function makeConsultation(overrides: Record<string, unknown> = {}) {
  return {
    date: '2024-03-05',
    time: '10:30',
    consultType: 'Video Call',
    firstName: 'Jane',
    lastName: 'Citizen',
    mobile: '0412 345 678',
    email: 'jane@example.com',
    ...overrides,
  };
}

describe('consultation form (spec 1 §5)', () => {
  it('offers the consult types Phone, Chat and Video Call', () => {
    expect(CONSULTATION_TYPES).toEqual(['Phone', 'Chat', 'Video Call']);
  });

  it('accepts a complete booking and keeps the mobile as digits', () => {
    const result = validateForm(consultationSchema, makeConsultation());
    expect(result.isValid).toBe(true);
    expect(result.data?.mobile).toBe('0412345678');
  });

  it.each([
    ['date', '', 'Please choose a date'],
    ['time', '', 'Please choose a time'],
    ['consultType', 'Email', 'Please choose a consultation type'],
    ['firstName', ' ', 'Please enter your first name'],
    ['lastName', undefined, 'Please enter your last name'],
    ['firstName', 'A'.repeat(26), 'Name must be 25 characters or fewer'],
    ['mobile', '0312345678', 'Please enter a valid mobile phone number (04XXXXXXXX)'],
    ['mobile', '041234567', 'Please enter a valid mobile phone number (04XXXXXXXX)'],
    ['mobile', '+61412345678', 'Please enter a valid mobile phone number (04XXXXXXXX)'],
    ['mobile', '0'.repeat(26), 'Mobile must be 25 digits or fewer'],
    ['email', 'jane@', 'Please enter a valid email address'],
    ['email', `${'a'.repeat(250)}@example.com`, 'Email must be 255 characters or fewer'],
  ])('rejects %s = %j with %j', (field, value, message) => {
    expect(validateForm(consultationSchema, makeConsultation({ [field]: value })).errors).toEqual({ [field]: message });
  });

  it('keeps names to 25 characters and the mobile to 25 digits', () => {
    expect(CONSULTATION_LIMITS).toEqual({ nameMaxLength: 25, mobileMaxLength: 25, emailMaxLength: 255 });
    expect(sanitiseConsultationName('B'.repeat(30))).toHaveLength(25);
    expect(sanitiseConsultationMobile('04-12 (34) 56 78')).toBe('0412345678');
    expect(sanitiseConsultationMobile('9'.repeat(30))).toHaveLength(25);
  });
});
