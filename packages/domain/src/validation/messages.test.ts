import { describe, expect, it } from 'vitest';
import { VALIDATION_MESSAGES } from './messages.ts';

// The quoted texts, copied from the specs: a typo in messages.ts fails here.
describe('validation messages are the specs\' words', () => {
  it.each([
    ['invalidEmail', 'Please enter a valid email address'],
    ['invalidMobile', 'Please enter a valid mobile number'],
    ['invalidConsultationMobile', 'Please enter a valid mobile phone number (04XXXXXXXX)'],
    ['contactFormEmpty', 'Please fill in some form details'],
    ['contactFormIncomplete', 'Please fill in all contact form fields'],
    ['contactFormTooLong', 'Contact form message too long. Please reduce input size'],
    ['newsletterFailed', 'There was an issue signing you up to the newsletter. Please try again'],
    ['notificationFailed', 'There was an error, please check your details'],
    ['invalidAbn', 'ABN must be 11 numbers'],
    ['invalidUrl', 'Please enter a valid URL'],
    ['invalidPhone', 'Please enter a valid phone number'],
    ['requiredFieldsIncorrect', 'Please fill in all required fields correctly.'],
    ['passwordsDoNotMatch', 'Passwords do not match'],
    ['abnRequiredForCompany', 'ABN is required for company accounts'],
    ['invalidEmailInput', 'Invalid email input'],
    ['invalidPasswordInput', 'Invalid password input'],
    ['fillInAllFields', 'Please fill in all fields'],
    ['newPasswordMismatch', 'New password and confirmation do not match'],
    ['fillAllFields', 'Please fill all fields'],
    ['confirmPasswordMismatch', 'Confirm password field does not match'],
    ['returnItemRequired', 'You must select one item'],
    ['serialNumberRequired', 'Serial Number is required'],
    ['faultDescriptionRequired', 'Fault Description is required'],
    ['returnPhotoRequired', 'Please upload at least one file'],
    ['returnTooManyPhotos', 'Maximum 3 files allowed'],
    ['returnPhotoTooLarge', 'At least one file exceeds the file size limit (5MB)'],
    ['ugcDescriptionOrText', 'Please provide a description or enter some text'],
    ['ugcDescription', 'Please provide a description'],
    ['uploadTooLarge', 'Error saving uploaded image, please ensure file is less than 30mb'],
    ['uploadTypeNotPermitted', 'Error saving uploaded image. Content type not permitted'],
    ['feedbackEmpty', 'Feedback is empty'],
    ['contactDetailsEmpty', 'Email or Phone is empty!'],
    ['emailPatternInvalid', 'Email pattern is invalid'],
    ['phonePatternInvalid', 'phone pattern is invalid'],
    ['searchTooShort', 'Please enter a search term with more than two characters.'],
  ] as const)('%s is %j', (key, text) => {
    expect(VALIDATION_MESSAGES[key]).toBe(text);
  });
});
