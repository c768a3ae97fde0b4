// Server texts of the return operations. The spec gives only the client's (spec 3 §5.5, §8); the field rules reuse
// them word for word, the rest are designed.
import { VALIDATION_MESSAGES } from '@rigkit/domain/validation';

export const returnErrors = {
  itemNotFound: 'Invoice item was not found',
  invoiceNotFound: 'Invoice was not found',
  returnNotFound: 'Return was not found',
  notReturnable: 'This item cannot be returned online; please contact your local store',
  alreadyOpen: (number: string) => `This item already has an open return (${number})`,
  serialNumberRequired: VALIDATION_MESSAGES.serialNumberRequired,
  faultDescriptionRequired: VALIDATION_MESSAGES.faultDescriptionRequired,
  photoRequired: VALIDATION_MESSAGES.returnPhotoRequired,
  tooManyPhotos: VALIDATION_MESSAGES.returnTooManyPhotos,
  photoTooLarge: VALIDATION_MESSAGES.returnPhotoTooLarge,
  photoNotFound: 'A photo was not found or is already part of a return; please upload it again',
} as const;
