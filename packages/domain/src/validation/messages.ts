// Every user-facing validation text in one place (ARCHITECTURE.md "Messages"). Texts marked "designed" are ours:
// the specs require the check but quote no wording for it; every other text is verbatim from the cited section.
// POSTCODE_MESSAGES is defined beside its rule (postcode.ts) and the newsletter's alert in newsletterText.ts, for the
// pages that need that text alone.
import { NEWSLETTER_FAILED_TEXT } from './newsletterText.ts';
import { POSTCODE_MESSAGES } from './postcode.ts';

export const VALIDATION_MESSAGES = {
  // spec 1 §5, spec 3 §5.1 §5.4
  invalidEmail: 'Please enter a valid email address',
  // spec 3 §5.1 §5.4
  invalidMobile: 'Please enter a valid mobile number',
  // designed: Australian phone pattern of spec 1 §5 outside a form with its own wording
  invalidPhone: 'Please enter a valid phone number',
  invalidGuid: 'Invalid session GUID', // designed (spec 1 §5 names the rule only)
  invalidHexColour: 'Invalid hex colour', // designed (spec 1 §5 names the rule only)
  // spec 1 §5 consultation
  invalidConsultationMobile: 'Please enter a valid mobile phone number (04XXXXXXXX)',
  consultationDateRequired: 'Please choose a date', // designed
  consultationTimeRequired: 'Please choose a time', // designed
  consultationTypeRequired: 'Please choose a consultation type', // designed
  firstNameRequired: 'Please enter your first name', // designed
  lastNameRequired: 'Please enter your last name', // designed
  nameTooLong: 'Name must be 25 characters or fewer', // designed
  emailTooLong: 'Email must be 255 characters or fewer', // designed
  mobileTooLong: 'Mobile must be 25 digits or fewer', // designed
  // spec 1 §5 contact form
  contactFormEmpty: 'Please fill in some form details',
  contactFormIncomplete: 'Please fill in all contact form fields',
  contactFormTooLong: 'Contact form message too long. Please reduce input size',
  // spec 1 §5 §8 newsletter
  newsletterFailed: NEWSLETTER_FAILED_TEXT,
  // spec 1 §8 in-stock notification
  notificationFailed: 'There was an error, please check your details',
  // spec 1 §5 local business application
  invalidAbn: 'ABN must be 11 numbers',
  invalidUrl: 'Please enter a valid URL',
  businessNameTooShort: 'Business name must be at least 5 characters', // designed
  contactNameTooShort: 'Contact name must be at least 5 characters', // designed
  addressTooShort: 'Address must be at least 5 characters', // designed
  invalidSuburb: 'Suburb must be at least 3 letters', // designed
  invalidState: 'State must be at least 2 letters', // designed
  ...POSTCODE_MESSAGES,
  requiredFieldsIncorrect: 'Please fill in all required fields correctly.',
  // address (spec 1 §5): designed wordings for the non-blank rule
  streetAddressRequired: 'Please enter a street address', // designed
  suburbRequired: 'Please enter a suburb', // designed
  stateRequired: 'Please enter a state', // designed
  // spec 3 §5.1 create account
  passwordsDoNotMatch: 'Passwords do not match',
  abnRequiredForCompany: 'ABN is required for company accounts',
  lastNameOrCompanyRequired: 'Please enter your last name or company name', // designed
  passwordRequired: 'Please enter a password', // designed
  invalidAbnChecksum: 'Please enter a valid ABN', // designed: the ABN check-digit algorithm (issue 16)
  // password policy (issue 16, ASVS V6.2): designed wordings
  passwordTooShort: 'Your password must be at least 12 characters, or a passphrase of 4 or more words', // designed
  passwordTooCommon: 'That password is too common. Please choose another one', // designed
  passwordTooLong: 'Your password must be 128 characters or fewer', // designed
  // spec 3 §5.2 §8
  invalidEmailInput: 'Invalid email input',
  invalidPasswordInput: 'Invalid password input',
  // spec 3 §5.5 change password (account area)
  fillInAllFields: 'Please fill in all fields',
  newPasswordMismatch: 'New password and confirmation do not match',
  // spec 2 §8 change password (catalogue-side variant)
  fillAllFields: 'Please fill all fields',
  confirmPasswordMismatch: 'Confirm password field does not match',
  // spec 3 §5.3
  verificationAmountRequired: 'Please enter the amount', // designed
  // card (spec 3 §5.4): designed wordings, the spec names the checks only
  cardHolderTooShort: 'Please enter the name shown on the card', // designed
  cardBrandNotAccepted: 'Only Visa and Mastercard are accepted', // designed
  invalidCardNumber: 'Please enter a valid card number', // designed
  invalidCardExpiry: 'Please enter a valid expiry date', // designed
  invalidCardCvv: 'Please enter a valid CVV', // designed
  // spec 3 §5.5 return form
  returnItemRequired: 'You must select one item',
  serialNumberRequired: 'Serial Number is required',
  faultDescriptionRequired: 'Fault Description is required',
  returnPhotoRequired: 'Please upload at least one file',
  returnTooManyPhotos: 'Maximum 3 files allowed',
  returnPhotoTooLarge: 'At least one file exceeds the file size limit (5MB)',
  returnPhotoType: 'Only png, jpeg and bmp files are allowed', // designed
  // spec 2 §5 UGC
  ugcDescriptionOrText: 'Please provide a description or enter some text',
  ugcDescription: 'Please provide a description',
  // spec 2 §8 toasts (UGC and designer uploads)
  uploadTooLarge: 'Error saving uploaded image, please ensure file is less than 30mb',
  uploadTypeNotPermitted: 'Error saving uploaded image. Content type not permitted',
  // spec 3 §5.6 satisfaction
  feedbackEmpty: 'Feedback is empty',
  feedbackTooLong: 'Feedback must be 230 characters or fewer', // designed
  contactDetailsEmpty: 'Email or Phone is empty!',
  emailPatternInvalid: 'Email pattern is invalid',
  phonePatternInvalid: 'phone pattern is invalid',
  ratingRequired: 'Please choose a rating from 1 to 5 stars', // designed
  // spec 2 §5 §8 search
  searchTooShort: 'Please enter a search term with more than two characters.',
  // spec 3 §5.5 wishlist quantity
  invalidWishlistQuantity: 'Quantity must be a whole number of at least 1', // designed
} as const;

export type ValidationMessage = (typeof VALIDATION_MESSAGES)[keyof typeof VALIDATION_MESSAGES];
