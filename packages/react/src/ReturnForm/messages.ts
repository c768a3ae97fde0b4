// Return a Product texts (spec 3 §4.8, §5.5, §8). The validation messages and the three failure texts are the spec's,
// word for word (from @rigkit/domain); labels, headings and the created screen's wording are designed.
import { ACCOUNT_MESSAGES } from '@rigkit/domain/account';
import { VALIDATION_MESSAGES } from '@rigkit/domain/validation';

export const returnFormMessages = {
  heading: 'Return a Product', // designed (the menu entry's name, spec 3 §2.1)
  invoice: 'Invoice', // designed
  chooseInvoice: 'Choose an invoice', // designed
  item: 'Item to return', // designed
  loadingItems: 'Loading items...', // designed
  noItems: 'This invoice has no items that can be returned online.', // designed
  itemsFailed: 'Failed to load the items of this invoice', // designed
  serialNumber: 'Serial Number', // designed
  faultDescription: 'Fault Description', // designed
  troubleshootingSteps: 'Troubleshooting steps (optional)', // designed
  photos: 'Photos', // designed
  photosHint: 'Up to 3 photos of png, jpeg or bmp, under 5MB each.', // designed
  removePhoto: (name: string) => `Remove ${name}`, // designed
  submit: 'Submit Return', // designed
  submitting: 'Submitting...', // designed
  createdHeading: 'Return created', // designed
  reference: 'Your return reference', // designed
  downloadAdvice: 'Download Return Advice', // designed
  makeAnother: 'Make another return',
  itemRequired: VALIDATION_MESSAGES.returnItemRequired,
  serialNumberRequired: VALIDATION_MESSAGES.serialNumberRequired,
  faultDescriptionRequired: VALIDATION_MESSAGES.faultDescriptionRequired,
  photoRequired: VALIDATION_MESSAGES.returnPhotoRequired,
  tooManyPhotos: VALIDATION_MESSAGES.returnTooManyPhotos,
  photoTooLarge: VALIDATION_MESSAGES.returnPhotoTooLarge,
  imagesNotProcessed: ACCOUNT_MESSAGES.returnImagesNotProcessed,
  uploadFailed: ACCOUNT_MESSAGES.returnUploadFailed,
  createFailed: ACCOUNT_MESSAGES.returnCreateFailed,
  /** One photo the scanner or the content check refused: its name and the server's reason (designed). */
  photoRefused: (name: string, reason: string) => `${name}: ${reason}`,
} as const;
