// Every text of the UV print designer that the specs quote (spec 2 §2, §4, §5, §8), word for word.
export const uvPrintMessages = {
  guestNotice: 'You must be logged in with your MyPLE account to save your design or add it to cart.',
  unsavedChanges: 'Remember to press save to save your changes.',
  nameRequired: 'Please enter a design name to save.',
  nameRequiredToast: 'Please enter a design name to save',
  errorLoadingConfiguration: 'Error loading uv print configuration',
  errorLoadingLayout: 'Error loading uv print layout',
  errorLoading: 'Error loading',
  uploadTooLarge: 'Error saving uploaded image, please ensure file is less than 30mb',
  uploadTypeNotPermitted: 'Error saving uploaded image. Content type not permitted',
  errorSaving: 'Error saving configuration',
  selectionRemoved: 'UV Printing Selection Removed',
  // Designed (spec 2 §8 names no message for an infected file or a missing scanner): the upload is refused.
  uploadInfected: 'Error saving uploaded image. The file did not pass the virus scan',
  scannerUnavailable: 'Error saving uploaded image. The virus scanner is unavailable, please try again later',
} as const;
